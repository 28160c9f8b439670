import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Everyone who can log in: enterprise accounts, personal investors and operators. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    /** enterprise and operator accounts log in with an account name; personal users with a mobile */
    account: text("account"),
    passwordHash: text("password_hash"),
    mobile: text("mobile"),
    nickName: text("nick_name").notNull(),
    userType: text("user_type", { enum: ["personal", "enterprise", "operator"] }).notNull(),
    /** a fixed login type for special single sign-on accounts (5), otherwise null */
    fixedLoginType: text("fixed_login_type"),
    operatorRole: text("operator_role", { enum: ["operator", "supervisor"] }),
    modelType: smallint("model_type").notNull().default(0),
    investorType: smallint("investor_type"),
    isRealPerson: boolean("is_real_person").notNull().default(false),
    disabled: boolean("disabled").notNull().default(false),
    /** set when the back office issues an initial password: the provider lets the account in only after it chose its own */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_account_uq").on(t.account), uniqueIndex("users_mobile_uq").on(t.mobile)],
);

/** Portal sessions: the token itself is never stored, only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    loginType: text("login_type").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sessions_token_uq").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/** Registered security keys (the modern hardware key) of enterprise accounts. */
export const webauthnCredentials = pgTable(
  "webauthn_credentials",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastUsedAt: ts("last_used_at"),
  },
  (t) => [index("webauthn_user_idx").on(t.userId)],
);

/** Pending WebAuthn challenges, one use each, short-lived; kept in the database so any API process can finish a ceremony. */
export const authChallenges = pgTable("auth_challenges", {
  id: text("id").primaryKey(),
  challenge: text("challenge").notNull(),
  purpose: text("purpose", { enum: ["register", "login"] }).notNull(),
  userId: integer("user_id"),
  expiresAt: ts("expires_at").notNull(),
});

/** One-time login codes, stored hashed. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: serial("id").primaryKey(),
    mobile: text("mobile").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
  },
  (t) => [index("otc_mobile_idx").on(t.mobile, t.createdAt)],
);

/** Per-number throttling of the personal login: last send and wrong-code lockout. */
export const mobileLoginStates = pgTable("mobile_login_states", {
  mobile: text("mobile").primaryKey(),
  lastSentAt: ts("last_sent_at"),
  failedCount: integer("failed_count").notNull().default(0),
  lockedUntil: ts("locked_until"),
});

/**
 * Wrong guesses per subject (`account:<name>`, `mobile:<number>`), whatever address they come from: the
 * growing delay of src/shared/identity/guess-throttle.ts is measured from last_failed_at.
 */
export const loginThrottles = pgTable("login_throttles", {
  subject: text("subject").primaryKey(),
  failedCount: integer("failed_count").notNull().default(0),
  lastFailedAt: ts("last_failed_at"),
});

/** Real-person verifications; the identity number is kept only masked and hashed. */
export const realPersonVerifications = pgTable("real_person_verifications", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  realName: text("real_name").notNull(),
  idNumberMasked: text("id_number_masked").notNull(),
  idNumberHash: text("id_number_hash").notNull(),
  provider: text("provider").notNull(),
  passed: boolean("passed").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/** First response per user and Idempotency-Key, kept 24 hours so a replayed write takes effect once. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    state: text("state", { enum: ["running", "done"] }).notNull(),
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    body: text("body"),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    /** which attempt holds a running key: only it may store the answer (plugins/idempotency.ts) */
    leaseToken: text("lease_token"),
    /** until when a running key is held; past it, the attempt is taken to have died without committing */
    leaseUntil: ts("lease_until"),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("idem_expires_idx").on(t.expiresAt)],
);

/** Browser sessions seen by online_increment, to count who is online. */
export const onlineVisits = pgTable(
  "online_visits",
  {
    sessionId: text("session_id").primaryKey(),
    firstSeenAt: ts("first_seen_at").notNull().defaultNow(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    /** who posted it (lib/visitor.ts): only they refresh it, and each visitor counts a few sessions at most */
    visitor: text("visitor").notNull().default(""),
  },
  (t) => [index("online_visits_visitor_idx").on(t.visitor, t.lastSeenAt)],
);
