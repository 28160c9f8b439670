import { pinClock } from "#server/clock.ts";
import { TEST_NOW } from "./test-database.ts";

// Every server test file starts at the same instant the seeded database was laid out from.
pinClock(TEST_NOW);
