// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { userEvent } from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emailChangeSent, INCORRECT_CREDENTIALS, LOGIN_UNLOCK_SENT, SIGNUP_ACCEPTED, tooManyLoginAttempts } from "../../domain/account-texts.ts";
import { PASSWORD_IS_EMAIL, PASSWORD_LENGTH_NOTE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON } from "../../domain/password-policy.ts";
import { ANONYMOUS_USER, type User } from "../../domain/user.ts";
import type { installFakeApi } from "./support/fake-api.ts";
import { installMemberApi, member, MEMBER_EMAIL } from "./support/member-fixtures.ts";
import { renderApp } from "./support/render-app.tsx";

const deferred = <A,>() => {
  let resolve: (value: A) => void = () => undefined;
  const promise = new Promise<A>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

/** The API's problem+json answer refusing one field of a form. */
const refusedField = (field: string, detail: string) => ({
  status: 400,
  body: { type: "urn:tellyfilms:problem:invalid-input", status: 400, field, title: "Refused", detail },
});

const navbar = () => screen.getByRole("navigation", { name: "Main" });

describe("the account modals", () => {
  let api: ReturnType<typeof installFakeApi>;
  let current: User;

  beforeEach(() => {
    window.localStorage.clear();
    current = ANONYMOUS_USER;
  });

  afterEach(() => {
    cleanup();
    api.restore();
  });

  const openLogIn = async () => {
    renderApp("/");
    await userEvent.click(await within(navbar()).findByRole("button", { name: "Log in" }));
    return screen.findByRole("dialog", { name: "Log in" });
  };

  it("logs in with 'Logging in...' on the button, shows a refusal under the password and clears it on typing", async () => {
    const answer = deferred<{ status?: number; body: unknown }>();
    let attempts = 0;
    api = installMemberApi(() => current, {
      "POST /api/login/": () => {
        attempts += 1;
        return attempts === 1
          ? { status: 401, body: { type: "urn:tellyfilms:problem:login-failed", status: 401, title: "Refused", detail: "Incorrect email or password." } }
          : answer.promise;
      },
    });
    const dialog = await openLogIn();
    expect(within(dialog).getByText("Enter details to login")).toBeTruthy();
    const submit = within(dialog).getByRole<HTMLButtonElement>("button", { name: "Log in" });
    expect(submit.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText("Email"), "viewer@example");
    expect(within(dialog).getByText(/Please enter a valid email address\./).textContent).toBe("✗ Please enter a valid email address.");
    await userEvent.type(within(dialog).getByLabelText("Password"), "secret-words");
    expect(submit.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText("Email"), ".com");
    expect(within(dialog).queryByText("Please enter a valid email address.")).toBeNull();
    await userEvent.click(submit);
    expect(await within(dialog).findByText("Incorrect email or password.")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Password"), "!");
    expect(within(dialog).queryByText("Incorrect email or password.")).toBeNull();
    await userEvent.click(submit);
    expect(within(dialog).getByRole("button", { name: "Logging in..." })).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Logging in..." }).disabled).toBe(true);
    current = member();
    answer.resolve({ body: current });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log in" })).toBeNull());
    expect(await within(navbar()).findByRole("button", { name: /Account menu/ })).toBeTruthy();
    expect(api.callsTo("/api/login/")[1]?.body).toEqual({ email: MEMBER_EMAIL, password: "secret-words!" });
  });

  const tooManyAttempts = {
    status: 429,
    body: { type: "urn:tellyfilms:problem:too-many-attempts", status: 429, title: "Too Many Attempts", detail: tooManyLoginAttempts(540) },
  };
  const unlockAnswers = [
    ["the server's notice", { status: 200, body: { message: LOGIN_UNLOCK_SENT } }],
    [
      "a refusal for too many requests",
      { status: 429, body: { type: "urn:tellyfilms:problem:too-many-requests", status: 429, title: "Too Many Requests", detail: "Slow down." } },
    ],
    ["a server failure", { status: 503, body: { title: "Service Unavailable" } }],
  ] as const;

  it.each(unlockAnswers)(
    "after too many attempts offers to email an unlock link for the typed address, and answers %s with the same neutral text",
    async (_, unlockAnswer) => {
      const unlock = deferred<{ status?: number; body: unknown }>();
      api = installMemberApi(() => current, { "POST /api/login/": () => tooManyAttempts, "POST /api/login-unlock/": () => unlock.promise });
      const dialog = await openLogIn();
      await userEvent.type(within(dialog).getByLabelText("Email"), "slowed@example.com");
      await userEvent.type(within(dialog).getByLabelText("Password"), "a guess");
      expect(within(dialog).queryByRole("button", { name: "Email me an unlock link" })).toBeNull();
      await userEvent.click(within(dialog).getByRole("button", { name: "Log in" }));
      expect((await within(dialog).findByRole("alert")).textContent).toBe(tooManyLoginAttempts(540));
      await userEvent.click(within(dialog).getByRole("button", { name: "Email me an unlock link" }));
      expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Sending unlock link..." }).disabled).toBe(true);
      unlock.resolve(unlockAnswer);
      expect(await within(dialog).findByText(LOGIN_UNLOCK_SENT)).toBeTruthy();
      expect(within(dialog).queryByRole("button", { name: /unlock link/ })).toBeNull();
      expect(api.callsTo("/api/login-unlock/").map((call) => call.body)).toEqual([{ email: "slowed@example.com" }]);
    },
  );

  it("offers no unlock link after a wrong password, and withdraws the offer when another email is typed", async () => {
    let attempts = 0;
    api = installMemberApi(() => current, {
      "POST /api/login/": () => {
        attempts += 1;
        return attempts === 1
          ? { status: 401, body: { type: "urn:tellyfilms:problem:login-failed", status: 401, title: "Refused", detail: INCORRECT_CREDENTIALS } }
          : tooManyAttempts;
      },
    });
    const dialog = await openLogIn();
    await userEvent.type(within(dialog).getByLabelText("Email"), "slowed@example.com");
    await userEvent.type(within(dialog).getByLabelText("Password"), "a guess");
    await userEvent.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(await within(dialog).findByText(INCORRECT_CREDENTIALS)).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Email me an unlock link" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Log in" }));
    expect(await within(dialog).findByRole("button", { name: "Email me an unlock link" })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Email"), "x");
    expect(within(dialog).queryByRole("button", { name: "Email me an unlock link" })).toBeNull();
  });

  it("sends a reset link with 'Sending reset link...' and then 'Check your email!', or shows why not under the email", async () => {
    const answer = deferred<{ status?: number; body: unknown }>();
    api = installMemberApi(() => current, { "POST /api/forgot-password/": () => answer.promise });
    const dialog = await openLogIn();
    await userEvent.click(within(dialog).getByRole("button", { name: "Forgot password?" }));
    const forgot = await screen.findByRole("dialog", { name: "Forgot password" });
    expect(within(forgot).getByRole<HTMLButtonElement>("button", { name: "Send reset link" }).disabled).toBe(true);
    await userEvent.type(within(forgot).getByLabelText("Email"), MEMBER_EMAIL);
    await userEvent.click(within(forgot).getByRole("button", { name: "Send reset link" }));
    expect(within(forgot).getByRole<HTMLButtonElement>("button", { name: "Sending reset link..." }).disabled).toBe(true);
    answer.resolve({ body: { message: "Check your email!" } });
    expect(await within(forgot).findByRole("button", { name: "Check your email!" })).toBeTruthy();
    expect(api.callsTo("/api/forgot-password/")[0]?.body).toEqual({ email: MEMBER_EMAIL });
  });

  it("shows a refused reset request under the email field", async () => {
    api = installMemberApi(() => current, {
      "POST /api/forgot-password/": () => refusedField("email", "Please enter a valid email address."),
    });
    const dialog = await openLogIn();
    await userEvent.click(within(dialog).getByRole("button", { name: "Forgot password?" }));
    const forgot = await screen.findByRole("dialog", { name: "Forgot password" });
    await userEvent.type(within(forgot).getByLabelText("Email"), "x@y.z");
    await userEvent.click(within(forgot).getByRole("button", { name: "Send reset link" }));
    expect((await within(forgot).findByRole("alert")).textContent).toBe("Please enter a valid email address.");
  });

  it("signs up with 'Creating account...' and then logs in, because signing up never does", async () => {
    const created = deferred<{ status?: number; body: unknown }>();
    api = installMemberApi(() => current, {
      "POST /api/signup/": () => created.promise,
      "POST /api/login/": () => {
        current = member();
        return { body: current };
      },
    });
    renderApp("/");
    await userEvent.click(await within(navbar()).findByRole("button", { name: "Sign up" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign up" });
    expect(within(dialog).getAllByRole("listitem").length).toBeGreaterThan(3);
    await userEvent.type(within(dialog).getByLabelText("Email"), MEMBER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText("Choose a password"), "Telly-films-2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Creating account..." }).disabled).toBe(true);
    created.resolve({ body: { message: "Thanks for signing up!" } });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Sign up" })).toBeNull());
    expect(api.calls.filter((call) => call.method === "POST" && call.path !== "/api/log-error/").map((call) => call.path)).toEqual([
      "/api/signup/",
      "/api/login/",
    ]);
    expect(await within(navbar()).findByRole("button", { name: /Account menu/ })).toBeTruthy();
  });

  it("answers a sign-up with a registered address as a new one: a mail was sent, never 'Incorrect email or password.'", async () => {
    api = installMemberApi(() => current, {
      "POST /api/signup/": () => ({ body: { message: SIGNUP_ACCEPTED } }),
      "POST /api/login/": () => ({
        status: 400,
        body: { type: "urn:tellyfilms:problem:login-failed", status: 400, field: "password", title: "Refused", detail: INCORRECT_CREDENTIALS },
      }),
    });
    renderApp("/");
    await userEvent.click(await within(navbar()).findByRole("button", { name: "Sign up" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign up" });
    await userEvent.type(within(dialog).getByLabelText("Email"), MEMBER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText("Choose a password"), "Telly-films-2026");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect(await within(dialog).findByText(SIGNUP_ACCEPTED)).toBeTruthy();
    expect(within(dialog).queryByText(INCORRECT_CREDENTIALS)).toBeNull();
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  it("keeps Sign up disabled until the password has the 8 to 50 characters the server asks for", async () => {
    api = installMemberApi(() => current);
    renderApp("/");
    await userEvent.click(await within(navbar()).findByRole("button", { name: "Sign up" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign up" });
    await userEvent.type(within(dialog).getByLabelText("Email"), MEMBER_EMAIL);
    expect(within(dialog).getByText("At least 8 characters.")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("Choose a password"), "seven77");
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Sign up" }).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText("Choose a password"), "7");
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Sign up" }).disabled).toBe(false);
    expect(api.callsTo("/api/signup/")).toHaveLength(0);
  });

  it("shows a refused sign-up under the password field and clears it when either field changes", async () => {
    api = installMemberApi(() => current, {
      "POST /api/signup/": () => refusedField("password", "This password is too common. Please choose one that is harder to guess."),
    });
    renderApp("/");
    await userEvent.click(await within(navbar()).findByRole("button", { name: "Sign up" }));
    const dialog = await screen.findByRole("dialog", { name: "Sign up" });
    await userEvent.type(within(dialog).getByLabelText("Email"), MEMBER_EMAIL);
    await userEvent.type(within(dialog).getByLabelText("Choose a password"), "password123");
    await userEvent.click(within(dialog).getByRole("button", { name: "Sign up" }));
    expect((await within(dialog).findByRole("alert")).textContent).toMatch(/too common/);
    await userEvent.type(within(dialog).getByLabelText("Email"), "m");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(api.callsTo("/api/login/")).toHaveLength(0);
  });

  it("logs out by clearing the user, calling logout and loading the initial user data again", async () => {
    current = member();
    api = installMemberApi(() => current, {
      "POST /api/logout/": () => {
        current = ANONYMOUS_USER;
        return { body: ANONYMOUS_USER };
      },
    });
    renderApp("/");
    await userEvent.click(await within(navbar()).findByRole("button", { name: /Account menu/ }));
    await userEvent.click(within(navbar()).getByRole("button", { name: "Log out" }));
    expect(await within(navbar()).findByRole("button", { name: "Log in" })).toBeTruthy();
    await waitFor(() => expect(api.callsTo("/api/user-initial-data/")).toHaveLength(2));
    expect(api.callsTo("/api/logout/")).toHaveLength(1);
  });

  it("updates the email and password with the current password: a wrong one shows under it, a weak new password under the password", async () => {
    current = member();
    let attempts = 0;
    api = installMemberApi(() => current, {
      "PUT /api/user/": () => {
        attempts += 1;
        return attempts === 1
          ? refusedField("current_password", "Your current password is not correct.")
          : refusedField("password", "This password is too common. Please choose one that is harder to guess.");
      },
    });
    const { store } = renderApp("/profile/");
    await screen.findByRole("heading", { name: "Profile" });
    await userEvent.click(screen.getByRole("button", { name: "Update email/password" }));
    const dialog = await screen.findByRole("dialog", { name: "Update email/password" });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Email").value).toBe(MEMBER_EMAIL);
    expect(within(dialog).getByText("Leave blank to keep your current password.")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("New password"), "abc");
    expect(within(dialog).getByText(PASSWORD_LENGTH_NOTE)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Update" }).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText("New password"), "def");
    expect(within(dialog).getByText(PASSWORD_LENGTH_NOTE)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Update" }).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText("New password"), "gz");
    expect(within(dialog).getByText("✓ valid")).toBeTruthy();
    expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Update" }).disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText("Current password"), "my old one");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Your current password is not correct.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(within(dialog).getByRole("alert").textContent).toMatch(/too common/));
    expect(api.callsTo("/api/user/")[0]?.body).toEqual({
      action: "update email/password",
      email: MEMBER_EMAIL,
      password: "abcdefgz",
      current_password: "my old one",
    });
    expect(store.getState().user.user.email).toBe(MEMBER_EMAIL);
  });

  it("shows the server's password rule under the new password as it is typed, and enables Update only when the server would take it", async () => {
    current = member();
    api = installMemberApi(() => current);
    renderApp("/profile/");
    await screen.findByRole("heading", { name: "Profile" });
    await userEvent.click(screen.getByRole("button", { name: "Update email/password" }));
    const dialog = await screen.findByRole("dialog", { name: "Update email/password" });
    const password = within(dialog).getByLabelText("New password");
    const update = within(dialog).getByRole<HTMLButtonElement>("button", { name: "Update" });
    await userEvent.type(within(dialog).getByLabelText("Current password"), "my old one");
    const typed: ReadonlyArray<readonly [string, string]> = [
      ["x".repeat(PASSWORD_MIN_LENGTH - 1), `Use ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`],
      ["x".repeat(PASSWORD_MIN_LENGTH), "✓ valid"],
      ["password123", PASSWORD_TOO_COMMON],
      [MEMBER_EMAIL, PASSWORD_IS_EMAIL],
      ["correct horse battery", "✓ valid"],
    ];
    for (const [text, note] of typed) {
      await userEvent.clear(password);
      await userEvent.type(password, text);
      expect(within(dialog).getByText(note)).toBeTruthy();
      expect(update.disabled).toBe(note !== "✓ valid");
    }
    expect(password.getAttribute("maxlength")).toBe(String(PASSWORD_MAX_LENGTH));
  });

  it("keeps the dialog open after asking for a new email, saying where the confirmation link went", async () => {
    current = member();
    const answer = emailChangeSent("new@example.com");
    api = installMemberApi(() => current, { "PUT /api/user/": () => ({ status: 200, body: { message: answer } }) });
    const { store } = renderApp("/profile/");
    await screen.findByRole("heading", { name: "Profile" });
    await userEvent.click(screen.getByRole("button", { name: "Update email/password" }));
    const dialog = await screen.findByRole("dialog", { name: "Update email/password" });
    await userEvent.clear(within(dialog).getByLabelText("Email"));
    await userEvent.type(within(dialog).getByLabelText("Email"), "new@example.com");
    await userEvent.type(within(dialog).getByLabelText("Current password"), "my old one");
    await userEvent.click(within(dialog).getByRole("button", { name: "Update" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe(answer);
    expect(api.callsTo("/api/user/")[0]?.body).toEqual({
      action: "update email/password",
      email: "new@example.com",
      password: "",
      current_password: "my old one",
    });
    expect(within(dialog).getByLabelText<HTMLInputElement>("Current password").value).toBe("");
    expect(store.getState().user.user.email).toBe(MEMBER_EMAIL);
  });
});
