import { CUSTOM_LIST, CUSTOM_LIST_DEFAULT_LABEL, PREDEFINED_SYSTEM, STREAMING_SERVICE, type ChannelSource } from "../../../domain/channel-source.ts";
import { DEFAULT_CHANNEL_LIST_TITLE, type ChannelList } from "../../../domain/channel-list.ts";
import { availableServices, type StreamingService } from "../../../domain/streaming-service.ts";
import type { System } from "../../../domain/system.ts";

export const CUSTOM_LIST_SIGNUP_LABEL = "Custom list (signup required)";

export interface SourceOption {
  readonly value: string;
  readonly label: string;
  readonly source: ChannelSource;
  readonly disabled: boolean;
}

export interface SourceGroup {
  readonly label: string;
  readonly options: ReadonlyArray<SourceOption>;
}

// The default custom list comes without a title and is offered as "Custom list (default)" instead.
export const namedChannelLists = (lists: ReadonlyArray<ChannelList>): ReadonlyArray<ChannelList> => lists.filter((list) => list.title !== null);

export const sourceValue = (source: ChannelSource): string => `${source.kind}:${source.id ?? ""}`;

const option = (source: ChannelSource, label: string, disabled = false): SourceOption => ({ value: sourceValue(source), label, source, disabled });

export const channelSourceGroups = (
  loggedIn: boolean,
  channelLists: ReadonlyArray<ChannelList>,
  systems: ReadonlyArray<System>,
  services: ReadonlyArray<StreamingService>,
): ReadonlyArray<SourceGroup> => [
  {
    label: "Custom lists",
    options: loggedIn
      ? [
          option({ kind: CUSTOM_LIST, id: null }, CUSTOM_LIST_DEFAULT_LABEL),
          ...namedChannelLists(channelLists).map((list) => option({ kind: CUSTOM_LIST, id: list.id }, list.title ?? DEFAULT_CHANNEL_LIST_TITLE)),
        ]
      : [option({ kind: CUSTOM_LIST, id: null }, CUSTOM_LIST_SIGNUP_LABEL, true)],
  },
  { label: "TV platforms", options: systems.map((system) => option({ kind: PREDEFINED_SYSTEM, id: system.id }, system.name)) },
  {
    label: "Streaming services",
    options: availableServices(services).map((service) => option({ kind: STREAMING_SERVICE, id: service.id }, service.name_display)),
  },
];

export const sourceLabel = (groups: ReadonlyArray<SourceGroup>, source: ChannelSource): string =>
  groups.flatMap((group) => group.options).find((candidate) => candidate.value === sourceValue(source))?.label ?? "";
