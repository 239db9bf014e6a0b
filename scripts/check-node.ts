const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `TellyFilms needs Node 24 or later, but this is Node ${process.versions.node}.\n` +
      "Run it through npm (npm start, npm test, npm run ...), which uses the Node 24 installed by `npm ci`.",
  );
  process.exit(1);
}
