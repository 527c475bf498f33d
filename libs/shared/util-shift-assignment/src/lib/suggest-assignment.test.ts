import { suggestShiftAssignment, type ShiftNeed, type VolunteerOffer } from './suggest-assignment';

const countsOf = (assignments: { volunteerId: string }[]) => {
  const counts = new Map<string, number>();
  for (const { volunteerId } of assignments) counts.set(volunteerId, (counts.get(volunteerId) ?? 0) + 1);
  return counts;
};

describe('suggestShiftAssignment', () => {
  it('gives the only volunteer of a shift that shift, so both shifts are filled', () => {
    // A greedy that hands the first shift to the first volunteer (A) leaves the night empty.
    const result = suggestShiftAssignment(
      [
        { shiftId: 'd1:MORNING', need: 1 },
        { shiftId: 'd1:NIGHT', need: 1 },
      ],
      [
        { volunteerId: 'A', offered: ['d1:MORNING', 'd1:NIGHT'] },
        { volunteerId: 'B', offered: ['d1:MORNING'] },
      ],
    );
    expect(result.assignments).toEqual([
      { shiftId: 'd1:MORNING', volunteerId: 'B' },
      { shiftId: 'd1:NIGHT', volunteerId: 'A' },
    ]);
    expect(result.unfilled).toEqual([]);
  });

  it('spreads shifts so nobody takes a second while someone who offered it has none', () => {
    const all = ['s1', 's2', 's3'];
    const result = suggestShiftAssignment(
      all.map((shiftId) => ({ shiftId, need: 1 })),
      [
        { volunteerId: 'A', offered: all },
        { volunteerId: 'B', offered: all },
        { volunteerId: 'C', offered: ['s1'] },
      ],
    );
    expect([...countsOf(result.assignments).values()]).toEqual([1, 1, 1]);
    expect(result.assignments).toContainEqual({ shiftId: 's1', volunteerId: 'C' });
  });

  it('reports what the offers cannot fill', () => {
    const result = suggestShiftAssignment(
      [
        { shiftId: 's1', need: 3 },
        { shiftId: 's2', need: 1 },
      ],
      [
        { volunteerId: 'A', offered: ['s1'] },
        { volunteerId: 'B', offered: ['s1', 'unknown-shift'] },
      ],
    );
    expect(result.assignments).toHaveLength(2);
    expect(result.unfilled).toEqual([
      { shiftId: 's1', need: 1 },
      { shiftId: 's2', need: 1 },
    ]);
  });

  it('counts shifts already assigned, and respects a maximum', () => {
    const result = suggestShiftAssignment(
      [
        { shiftId: 's1', need: 1 },
        { shiftId: 's2', need: 2 },
      ],
      [
        { volunteerId: 'busy', offered: ['s1', 's2'], assignedCount: 2 },
        { volunteerId: 'free', offered: ['s1', 's2'] },
        { volunteerId: 'capped', offered: ['s2'], assignedCount: 1, maxShifts: 1 },
      ],
    );
    // 'free' takes one of them first; 'busy' (already 2) only takes what is left; 'capped' nothing.
    expect(countsOf(result.assignments)).toEqual(
      new Map([
        ['busy', 1],
        ['free', 2],
      ]),
    );
    expect(result.unfilled).toEqual([]);
  });

  it('is the same for the same input in any order', () => {
    const shifts: ShiftNeed[] = ['a', 'b', 'c', 'd'].map((shiftId) => ({ shiftId, need: 2 }));
    const volunteers: VolunteerOffer[] = ['v1', 'v2', 'v3', 'v4', 'v5'].map((volunteerId, i) => ({
      volunteerId,
      offered: ['a', 'b', 'c', 'd'].filter((_, j) => (i + j) % 3 !== 0),
    }));
    const one = suggestShiftAssignment(shifts, volunteers);
    const two = suggestShiftAssignment([...shifts].reverse(), [...volunteers].reverse());
    expect(two).toEqual(one);
  });

  it('balances a festival-sized case to within one shift of each other', () => {
    const shifts = Array.from({ length: 63 }, (_, i) => ({ shiftId: `shift-${i}`, need: 8 }));
    const volunteers = Array.from({ length: 300 }, (_, i) => ({
      volunteerId: `v${String(i).padStart(3, '0')}`,
      offered: shifts.map((s) => s.shiftId),
    }));
    const result = suggestShiftAssignment(shifts, volunteers);
    expect(result.assignments).toHaveLength(63 * 8);
    const counts = [...countsOf(result.assignments).values()];
    expect(counts).toHaveLength(300);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('matches a brute-force optimum on small random cases: most places, then the most even', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let round = 0; round < 200; round++) {
      const shifts = ['s0', 's1', 's2'].map((shiftId) => ({ shiftId, need: Math.floor(random() * 3) }));
      const volunteers = ['v0', 'v1', 'v2'].map((volunteerId) => ({
        volunteerId,
        offered: shifts.map((s) => s.shiftId).filter(() => random() < 0.6),
      }));
      const cells = volunteers.flatMap((v) => v.offered.map((shiftId) => ({ volunteerId: v.volunteerId, shiftId })));

      let best = { filled: -1, squares: Infinity };
      for (let mask = 0; mask < 1 << cells.length; mask++) {
        const chosen = cells.filter((_, i) => mask & (1 << i));
        if (shifts.some((s) => chosen.filter((c) => c.shiftId === s.shiftId).length > s.need)) continue;
        const squares = [...countsOf(chosen).values()].reduce((sum, n) => sum + n * n, 0);
        if (chosen.length > best.filled || (chosen.length === best.filled && squares < best.squares))
          best = { filled: chosen.length, squares };
      }

      const result = suggestShiftAssignment(shifts, volunteers);
      for (const a of result.assignments)
        expect(volunteers.find((v) => v.volunteerId === a.volunteerId)!.offered).toContain(a.shiftId);
      expect(new Set(result.assignments.map((a) => `${a.volunteerId}/${a.shiftId}`)).size).toBe(
        result.assignments.length,
      );
      const squares = [...countsOf(result.assignments).values()].reduce((sum, n) => sum + n * n, 0);
      expect({ filled: result.assignments.length, squares }).toEqual(best);
    }
  });

  it('refuses impossible input instead of guessing', () => {
    expect(() => suggestShiftAssignment([{ shiftId: 's', need: -1 }], [])).toThrow(RangeError);
    expect(() => suggestShiftAssignment([{ shiftId: 's', need: 1.5 }], [])).toThrow(RangeError);
    expect(() =>
      suggestShiftAssignment(
        [
          { shiftId: 's', need: 1 },
          { shiftId: 's', need: 1 },
        ],
        [],
      ),
    ).toThrow(/unique/);
    expect(() =>
      suggestShiftAssignment(
        [],
        [
          { volunteerId: 'v', offered: [] },
          { volunteerId: 'v', offered: [] },
        ],
      ),
    ).toThrow(/unique/);
  });
});
