/**
 * A wall-clock time in Honolulu as an instant. Hawaii keeps UTC−10 all year (no daylight saving
 * since 1947), so the offset is fixed and needs no time-zone database.
 */
export function honoluluTime(local: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) throw new Error(`Expected YYYY-MM-DDTHH:mm, got ${local}`);
  return new Date(`${local}:00-10:00`);
}
