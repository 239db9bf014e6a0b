import type { CreditRole, PersonPage } from "../../../domain/person-page.ts";

export type PersonRole = CreditRole;
export type PersonDetails = PersonPage;
