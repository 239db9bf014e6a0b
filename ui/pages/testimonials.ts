export interface Testimonial {
  readonly name: string;
  readonly town: string;
  readonly text: string;
}

export const TESTIMONIALS: ReadonlyArray<Testimonial> = [
  { name: "Sarah P.", town: "Leeds", text: "I set alerts for a dozen old favourites and TellyFilms has already caught three of them for me." },
  { name: "Gareth W.", town: "Swansea", text: "Finally a listings site that only shows films on the channels I actually get." },
  { name: "Priya K.", town: "Leicester", text: "The Tonight page has replaced our Friday-night argument about what to watch." },
  { name: "Tom H.", town: "Norwich", text: "Marking films as watched means I stop getting suggestions I have already seen. Brilliant." },
  { name: "Fiona M.", town: "Dundee", text: "I love the Christmas page. It made planning the family film list so easy." },
  { name: "Dave R.", town: "Bristol", text: "Quick, clear and no clutter. I check it every evening with my tea." },
];
