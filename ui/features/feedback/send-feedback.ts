import type { Feedback } from "../../../domain/feedback.ts";
import { Acknowledged } from "../../../adapters/http/contract/acknowledged.ts";
import { postJson } from "../../app/api-client.ts";

export const sendFeedback = (feedback: Feedback): Promise<unknown> => postJson("/api/save-feedback/", feedback, Acknowledged);
