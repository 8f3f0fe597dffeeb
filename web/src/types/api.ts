export type Role = 'jobseeker' | 'employer';

/** The user object returned by the auth endpoints. */
export type User = {
  _id: string;
  name: string;
  email: string;
  role: Role;
  avatar: string | null;
  skills: string[];
  isEmailVerified: boolean;
  companyName: string | null;
  companyLogo: string | null;
  company: string | null;
  companyDesc: string | null;
  companyLocation: string | null;
  industry: string | null;
  location: string | null;
  phone: string | null;
  resume: string | null;
  status: string | null;
  yearsOfExperience: number | null;
  educationQualification: string | null;
  createdAt: string | null;
};

/** Every error body: `{ success: false, message, code, ...extra }`. */
export type ApiErrorBody = {
  success?: false;
  message?: string;
  error?: string;
  code?: string;
  [extra: string]: unknown;
};

export type UserResponse = { success: boolean; user: User; message?: string };
export type MessageResponse = { success: boolean; message?: string };
export type CodeSentResponse = MessageResponse & { devMode?: boolean; cooldownSeconds?: number };
