import { defineEntity, p } from "@mikro-orm/core";

export const TestimonialSchema = defineEntity({
  name: "Testimonial",
  properties: {
    id: p.integer().primary(),
    name: p.text(),
    town: p.text(),
    text: p.text(),
    ord: p.smallint().default(0),
  },
});

export class Testimonial extends TestimonialSchema.class {}
TestimonialSchema.setClass(Testimonial);
