import { apiRequest } from "@encore/shell/api-client";
import type { GenerationRequest } from "../lib/form-rules.ts";
import type { GenerateResponse } from "./types.ts";

export const GENERATE_URL = "/api/setlists/generate";

/** POST /api/setlists/generate (spec §7): the brief in, `{id, setlist}` out. */
export const generateSetlist = async (request: GenerationRequest): Promise<GenerateResponse> =>
  (await (await apiRequest("POST", GENERATE_URL, request)).json()) as GenerateResponse;
