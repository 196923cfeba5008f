import type { drizzleAdapter } from "better-auth/adapters/drizzle";

type AdapterFactory = ReturnType<typeof drizzleAdapter>;
type Adapter = ReturnType<AdapterFactory>;
type TransactionAdapter = Parameters<Parameters<Adapter["transaction"]>[0]>[0];

/** The better-auth models whose rows a session look-up answers from. */
const WATCHED = new Set(["session", "user"]);

/**
 * better-auth's database adapter, telling `changed` after every write to a session or user row: sign-out, "sign
 * out other devices", password change and reset, two-factor changes, a session's refresh, a changed name or
 * address. Inside a transaction it tells after each write and again once the transaction has committed.
 */
export function watchSessionWrites(factory: AdapterFactory, changed: () => void): AdapterFactory {
  return (options) => {
    const adapter = factory(options);
    const inner = watch(adapter, changed);
    return {
      ...adapter,
      ...inner,
      transaction: async (callback) => {
        let wrote = false;
        const result = await adapter.transaction((trx) =>
          callback(
            watch(trx, () => {
              wrote = true;
              changed();
            }),
          ),
        );
        if (wrote) changed();
        return result;
      },
    };
  };
}

function watch<A extends TransactionAdapter>(adapter: A, changed: () => void): A {
  const after = <R>(model: string, result: R): R => {
    if (WATCHED.has(model)) changed();
    return result;
  };
  return {
    ...adapter,
    update: async (data) => after(data.model, await adapter.update(data)),
    updateMany: async (data) => after(data.model, await adapter.updateMany(data)),
    delete: async (data) => after(data.model, await adapter.delete(data)),
    deleteMany: async (data) => after(data.model, await adapter.deleteMany(data)),
    consumeOne: async (data) => after(data.model, await adapter.consumeOne(data)),
    incrementOne: async (data) => after(data.model, await adapter.incrementOne(data)),
  };
}
