/** Access services a listing writes into its text rather than as XMLTV elements. */
export interface AccessMarkers {
  /** The text without a trailing flag list. */
  readonly text: string;
  readonly subtitles: boolean;
  readonly signed: boolean;
  readonly audioDescribed: boolean;
  readonly hd: boolean;
}

// tv_grab_uk_freeview ends a synopsis with flags such as "[AD,S,SL,W,HD]" (audio described, subtitles, signed, widescreen, HD).
const FLAG_LIST = /\s*\[([A-Z]{1,2}(?:,[A-Z]{1,2})*)\]\s*$/;
const AUDIO_DESCRIBED = /\[AD\]|\baudio[- ]described\b/i;
const SIGNED = /\[SL\]|\(signed\)|^signed\b|\bsigned version\b|\bwith (?:in-vision )?sign(?:ing| language)\b/i;

export const readAccessMarkers = (text: string): AccessMarkers => {
  const list = FLAG_LIST.exec(text);
  const flags = new Set(list === null ? [] : (list[1] ?? "").split(","));
  const rest = list === null ? text : text.slice(0, list.index);
  return {
    text: rest,
    subtitles: flags.has("S"),
    signed: flags.has("SL") || SIGNED.test(rest),
    audioDescribed: flags.has("AD") || AUDIO_DESCRIBED.test(rest),
    hd: flags.has("HD"),
  };
};

/** Markers in a title, e.g. "Doctors (Signed)" or "Film [AD]": never a flag list to strip. */
export const titleAccessMarkers = (title: string): Pick<AccessMarkers, "signed" | "audioDescribed"> => ({
  signed: /\[SL\]|\(signed\)/i.test(title),
  audioDescribed: /\[AD\]|\(audio described\)/i.test(title),
});
