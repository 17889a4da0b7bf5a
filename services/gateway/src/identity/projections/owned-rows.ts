/**
 * The net effect of one page of events on rows that belong to a user and die with a password
 * change (sessions, reset links), so a page becomes three statements however many events it has.
 * Applying the result in the order delete-by-user, delete-by-key, insert gives the same rows as
 * applying the events one by one: a row inserted after its user's clearing stays.
 */
export class OwnedRowChanges<Row extends { readonly userId: string }> {
  readonly inserts = new Map<string, Row>();
  readonly deletes = new Set<string>();
  readonly clearedUsers = new Set<string>();

  insert(key: string, row: Row) {
    this.inserts.set(key, row);
  }

  delete(key: string) {
    this.inserts.delete(key);
    this.deletes.add(key);
  }

  /** Every row of the user so far, in the database or earlier in this page. */
  clearUser(userId: string) {
    this.clearedUsers.add(userId);
    for (const [key, row] of this.inserts) if (row.userId === userId) this.inserts.delete(key);
  }

  get isEmpty() {
    return this.inserts.size === 0 && this.deletes.size === 0 && this.clearedUsers.size === 0;
  }
}
