describe('the pg driver', () => {
  it('is loaded when the first pool is made, not with the module: the tool on a data folder never needs it', async () => {
    await jest.isolateModulesAsync(async () => {
      const loaded = jest.fn();
      jest.doMock('pg', () => {
        loaded();
        return jest.requireActual('pg');
      });
      const { PgPoolDatabase } = await import('./pg-pool-database');
      expect(loaded).not.toHaveBeenCalled();
      const db = new PgPoolDatabase({ host: '127.0.0.1', port: 9 });
      expect(loaded).toHaveBeenCalledTimes(1);
      await db.close();
    });
  });
});
