import { signUp } from "../../../application/accounts/sign-up.ts";
import { makeWorld } from "../../fakes/application-world.ts";
import { contractCatalogue } from "../contracts/catalogue-fixture.ts";

export const NOW = Date.UTC(2026, 10, 20, 12, 0, 0);

/** A world holding the contract catalogue and one account, whose id it answers. */
export const personalWorld = async () => {
  const world = makeWorld({ catalogue: contractCatalogue(NOW), start: NOW });
  await world.run(signUp({ email: "ann@example.com", password: "right password" }));
  const [account] = [...world.data.accounts.values()];
  if (account === undefined) throw new Error("no account");
  return { world, userId: account.id };
};
