// Names for the generated schemas the app refers to. Every type here is an alias of
// src/types/api.gen.ts (generated from the OpenAPI document, never edited): no API type is
// written by hand. Replies of a call are inferred by the client (src/lib/api-client.ts).
import type { components } from './api.gen';

type Schemas = components['schemas'];

/** The signed-in user as the client sees it. */
export type User = Schemas['UserView'];
export type Role = Schemas['Role'];
/** Every error reply: `{ success: false, message, code }` plus the fields some errors carry. */
export type ApiErrorBody = Schemas['ErrorBody'];

// The catalogue (values at run time: GET /api/meta, src/lib/meta.ts).
export type Meta = Schemas['MetaReply'];
export type SalaryFrequency = Schemas['SalaryFrequency'];
export type ApplicationStatus = Schemas['ApplicationStatus'];
export type ProfileStatus = Schemas['ProfileStatus'];

/** Which places an autocomplete offers (GET /api/places). */
export type PlaceKind = Schemas['PlaceKind'];
/** One place suggestion: a city (with its state) or a state. */
export type Place = Schemas['PlaceHit'];

/** A job as cards and pages show it (spec §3 "Job"). */
export type Job = Schemas['JobView'];
/** The viewer's application to a job, or the text 'null' when there is none. */
export type ViewerApplicationStatus = Schemas['ViewerApplicationStatus'];

/** A stored upload (POST /api/files/upload, POST /api/auth/upload-image). */
export type UploadReply = Schemas['UploadReply'];
