import { PersonPage, type CreditRole } from "../../../domain/person-page.ts";
import { getJson } from "../../app/api-client.ts";

export type PersonRole = CreditRole;
export type PersonDetails = PersonPage;

export const fetchPerson = (role: CreditRole, slug: string): Promise<PersonPage | null> => getJson(`/api/${role}/${encodeURIComponent(slug)}/`, PersonPage);
