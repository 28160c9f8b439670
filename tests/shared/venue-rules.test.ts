import { describe, expect, it } from "vitest";
import { CapacityOutcome } from "#shared/booking/capacity-rules.ts";
import { isDisabling, roomEditMayStrand, roomRegionRefusal, sameName, VenueOutcome, versionRefusal } from "#shared/booking/venue-rules.ts";
import { ZRegionSaveBody, ZRoomSaveBody } from "#shared/api/capacity-venue.contract.ts";

describe("versioned edits (optimistic concurrency)", () => {
  it("accepts an edit made against the current version only", () => {
    expect(versionRefusal(3, 3)).toBeNull();
    expect(versionRefusal(3, 2)).toBe(CapacityOutcome.stale);
    expect(versionRefusal(3, 4)).toBe(CapacityOutcome.stale);
  });

  it("needs a version with an id and none without one", () => {
    expect(ZRegionSaveBody.safeParse({ regionName: "杭州", status: "1" }).success).toBe(true);
    expect(ZRegionSaveBody.safeParse({ id: "3", version: "2", regionName: "杭州", status: "1" }).success).toBe(true);
    const noVersion = ZRegionSaveBody.safeParse({ id: "3", regionName: "杭州", status: "1" });
    expect(noVersion.success).toBe(false);
    expect(noVersion.error?.issues[0]?.message).toBe(CapacityOutcome.stale.message);
    expect(ZRegionSaveBody.safeParse({ version: "2", regionName: "杭州", status: "1" }).success).toBe(false);
  });
});

describe("stranding rules", () => {
  it("only switching an enabled row off may strand its bookings", () => {
    expect(isDisabling({ status: 1 }, { status: 0 })).toBe(true);
    expect(isDisabling({ status: 1 }, { status: 1 })).toBe(false);
    expect(isDisabling({ status: 0 }, { status: 0 })).toBe(false);
    expect(isDisabling({ status: 0 }, { status: 1 })).toBe(false);
  });

  it("a room strands its venues when switched off or moved to another region, not when renamed", () => {
    expect(roomEditMayStrand({ status: 1, regionId: 1 }, { status: 0, regionId: 1 })).toBe(true);
    expect(roomEditMayStrand({ status: 1, regionId: 1 }, { status: 1, regionId: 2 })).toBe(true);
    expect(roomEditMayStrand({ status: 1, regionId: 1 }, { status: 1, regionId: 1 })).toBe(false);
    // a room already off has no venues to lose by moving
    expect(roomEditMayStrand({ status: 0, regionId: 1 }, { status: 0, regionId: 2 })).toBe(false);
  });

  it("an enabled room belongs in an existing, enabled region", () => {
    expect(roomRegionRefusal({ status: 1 }, undefined)).toBe(VenueOutcome.regionNotFound);
    expect(roomRegionRefusal({ status: 1 }, { status: 0 })).toBe(VenueOutcome.regionDisabled);
    expect(roomRegionRefusal({ status: 0 }, { status: 0 })).toBeNull();
    expect(roomRegionRefusal({ status: 1 }, { status: 1 })).toBeNull();
  });

  it("names compare without case or surrounding spaces", () => {
    expect(sameName(" Shenzhen ", "shenzhen")).toBe(true);
    expect(sameName("深圳", "深圳南山")).toBe(false);
  });

  it("stores names as plain text and refuses an address too long", () => {
    const room = ZRoomSaveBody.parse({ regionId: "1", roomName: "<b>路演厅</b>", address: " ", status: "1" });
    expect(room).toMatchObject({ roomName: "路演厅", address: null, sort: 0 });
    expect(ZRoomSaveBody.safeParse({ regionId: "1", roomName: "x", address: "址".repeat(201), status: "1" }).error?.issues[0]?.message).toBe(VenueOutcome.roomAddressTooLong.message);
  });
});
