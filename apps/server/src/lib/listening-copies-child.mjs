// The helper process of listening-copies.ts: sends the listening socket it is given back as many
// times as asked, then exits. It never listens on the socket itself (it holds the raw handle, not
// a server), so it accepts no connection meant for the server. Plain JavaScript: it runs on bare
// Node, without the server's TypeScript loader.
process.on('message', (message, handle) => {
  if (message?.type !== 'kaoshi:copy-listening-socket' || !handle) return;
  let left = message.copies;
  const sendNext = (error) => {
    if (error || left-- === 0) {
      handle.close();
      process.exit(error ? 1 : 0);
    }
    process.send('kaoshi:listening-socket', handle, sendNext);
  };
  sendNext();
});
