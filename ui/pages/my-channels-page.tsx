import { useId, useMemo, useState } from "react";
import { css } from "@emotion/react";
import { CUSTOM_LIST, CUSTOM_LIST_DEFAULT_LABEL, channelSourceToast, type ChannelSource } from "../../domain/channel-source.ts";
import { DEFAULT_CHANNEL_LIST_TITLE, newChannelListTitle } from "../../domain/channel-list.ts";
import { isOnSystem, type Channel } from "../../domain/channel.ts";
import { useAppDispatch, useAppSelector } from "../app/store.ts";
import { theme } from "../app/theme.ts";
import { buttonStyle, primaryButtonStyle } from "../controls/button-styles.ts";
import { fieldLabel, selectStyle } from "../controls/select-field.tsx";
import { Spinner } from "../controls/spinner.tsx";
import { channelListCreated, channelListDeleted, channelToggled, channelsReplaced, type EditedList, ChannelLogo } from "../features/channels/index.ts";
import { customChannelIdsFor, selectBasicData } from "../features/listings/index.ts";
import { namedChannelLists, channelSourceChosen } from "../features/settings/index.ts";
import { showToast } from "../features/toasts/index.ts";
import { MembersOnly } from "./member-pages.tsx";
import { PageHeading } from "./page-heading.tsx";

export const NEW_LIST_PROMPT = "Title of the new channels list";

const toolbar = css({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: "0.75rem", margin: "0 0 1rem" });

const grid = css({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 13rem), 1fr))",
  gap: "0.5rem",
  label: {
    display: "flex",
    alignItems: "center",
    gap: "0.6rem",
    padding: "0.45rem 0.6rem",
    background: theme.colors.card,
    border: `1px solid ${theme.colors.line}`,
    borderRadius: theme.radius,
    cursor: "pointer",
    fontSize: "0.92rem",
  },
  "label:has(input:checked)": { borderColor: theme.colors.ink, background: "#eef0fb" },
  input: { width: "1.1rem", height: "1.1rem", margin: 0, accentColor: theme.colors.ink, flex: "none" },
  img: { background: "#fff", objectFit: "contain", borderRadius: 4, flex: "none" },
});

const valueOf = (list: EditedList): string => (list.kind === "default" ? "default" : list.kind === "named" ? `list:${list.id}` : `platform:${list.systemId}`);

const ChannelsEditor = () => {
  const dispatch = useAppDispatch();
  const data = useAppSelector(selectBasicData);
  const user = useAppSelector((state) => state.user.user);
  const source = useAppSelector((state) => state.settings.filters.system);
  const [edited, setEdited] = useState<EditedList>(() => {
    const usedList =
      source.kind === CUSTOM_LIST && source.id !== null ? user.channel_lists.find((list) => list.id === source.id && list.title !== null) : undefined;
    return usedList === undefined ? { kind: "default" } : { kind: "named", id: usedList.id, title: usedList.title ?? DEFAULT_CHANNEL_LIST_TITLE };
  });
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ readonly channel: number; readonly checked: boolean } | null>(null);
  const selectId = useId();

  const named = namedChannelLists(user.channel_lists);
  const systems = data?.systems ?? [];
  const channels = useMemo(() => [...(data?.channels ?? [])].sort((a, b) => a.name.localeCompare(b.name, "en")), [data]);
  if (data === null) return <Spinner />;

  const options: ReadonlyArray<{ readonly label: string; readonly list: EditedList }> = [
    { label: CUSTOM_LIST_DEFAULT_LABEL, list: { kind: "default" } },
    ...named.map((list) => ({
      label: list.title ?? DEFAULT_CHANNEL_LIST_TITLE,
      list: { kind: "named", id: list.id, title: list.title ?? DEFAULT_CHANNEL_LIST_TITLE } as const,
    })),
    ...systems.map((system) => ({ label: system.name, list: { kind: "platform", systemId: system.id } as const })),
  ];
  const current = options.find((option) => valueOf(option.list) === valueOf(edited)) ?? options[0];
  const list = current?.list ?? { kind: "default" as const };
  const label = current?.label ?? CUSTOM_LIST_DEFAULT_LABEL;
  const chosen: ReadonlyArray<number> =
    list.kind === "platform"
      ? channels.filter((channel) => isOnSystem(channel, list.systemId)).map((channel) => channel.id)
      : (customChannelIdsFor(user, { kind: CUSTOM_LIST, id: list.kind === "named" ? list.id : null }) ?? []);
  const listSource: ChannelSource | null = list.kind === "platform" ? null : { kind: CUSTOM_LIST, id: list.kind === "named" ? list.id : null };
  const inUse = listSource !== null && source.kind === CUSTOM_LIST && source.id === listSource.id;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    await work();
    setBusy(false);
  };
  // The box shows its new state at once; the list follows once the server has saved it.
  const toggle = (channel: Channel) => {
    if (busy) return;
    setPending({ channel: channel.id, checked: !chosen.includes(channel.id) });
    void run(async () => {
      const done = await dispatch(channelToggled(list, channel.id, chosen));
      setPending(null);
      if (done && list.kind === "platform") setEdited({ kind: "default" });
    });
  };
  const isChecked = (channel: Channel) => (pending?.channel === channel.id ? pending.checked : chosen.includes(channel.id));
  const create = () => {
    const title = newChannelListTitle(window.prompt(NEW_LIST_PROMPT, DEFAULT_CHANNEL_LIST_TITLE));
    if (title === null) return;
    void run(async () => {
      const id = await dispatch(channelListCreated(title));
      if (id !== null) setEdited({ kind: "named", id, title });
    });
  };
  const remove = (target: Extract<EditedList, { kind: "named" }>) => {
    if (!window.confirm(`Are you sure you want to delete the channels list '${target.title}'?`)) return;
    void run(async () => {
      if (!(await dispatch(channelListDeleted(target.id)))) return;
      setEdited({ kind: "default" });
      if (source.kind === CUSTOM_LIST && source.id === target.id) dispatch(channelSourceChosen({ kind: CUSTOM_LIST, id: null }));
    });
  };

  return (
    <>
      <div css={toolbar}>
        <div css={fieldLabel}>
          <label htmlFor={selectId}>Channels list</label>
          <select
            id={selectId}
            css={selectStyle}
            value={valueOf(list)}
            onChange={(event) => setEdited(options.find((option) => valueOf(option.list) === event.target.value)?.list ?? { kind: "default" })}
          >
            <optgroup label="Custom lists">
              {options
                .filter((option) => option.list.kind !== "platform")
                .map((option) => (
                  <option key={valueOf(option.list)} value={valueOf(option.list)}>
                    {option.label}
                  </option>
                ))}
            </optgroup>
            <optgroup label="TV platforms">
              {options
                .filter((option) => option.list.kind === "platform")
                .map((option) => (
                  <option key={valueOf(option.list)} value={valueOf(option.list)}>
                    {option.label}
                  </option>
                ))}
            </optgroup>
          </select>
        </div>
        <button type="button" css={primaryButtonStyle} disabled={busy} onClick={create}>
          Create list
        </button>
        {list.kind === "named" && (
          <button type="button" css={buttonStyle} disabled={busy} onClick={() => remove(list)}>
            Delete list
          </button>
        )}
        {listSource !== null && (
          <button
            type="button"
            css={buttonStyle}
            disabled={inUse}
            onClick={() => {
              dispatch(channelSourceChosen(listSource));
              dispatch(showToast(channelSourceToast(label)));
            }}
          >
            {inUse ? "Used for the listings" : "Use for the listings"}
          </button>
        )}
      </div>
      <p css={{ margin: "0 0 0.75rem", color: theme.colors.inkSoft }}>
        {list.kind === "platform"
          ? `Ticking or unticking a channel here makes your default custom list from the ${label} channels.`
          : `${chosen.length} of ${channels.length} channels in '${label}'. Tick the channels whose films you want to see.`}
      </p>
      {list.kind !== "platform" && (
        <div css={css(toolbar, { margin: "0 0 0.75rem" })}>
          <button
            type="button"
            css={buttonStyle}
            disabled={busy}
            onClick={() =>
              void run(() =>
                dispatch(
                  channelsReplaced(
                    list,
                    channels.map((channel) => channel.id),
                  ),
                ),
              )
            }
          >
            Select all
          </button>
          <button type="button" css={buttonStyle} disabled={busy} onClick={() => void run(() => dispatch(channelsReplaced(list, [])))}>
            Clear all
          </button>
        </div>
      )}
      <ul css={grid} aria-label={`Channels in ${label}`} aria-busy={busy}>
        {channels.map((channel) => (
          <li key={channel.id}>
            <label>
              <input type="checkbox" checked={isChecked(channel)} onChange={() => toggle(channel)} />
              <ChannelLogo channel={channel} alt="" width={48} height={24} loading="lazy" />
              <span>{channel.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
};

export const MyChannelsPage = () => (
  <MembersOnly>
    <section aria-labelledby="page-heading">
      <PageHeading>My Channels</PageHeading>
      <ChannelsEditor />
    </section>
  </MembersOnly>
);
