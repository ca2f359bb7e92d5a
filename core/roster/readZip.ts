import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { ROSTER_COLUMNS, ROSTER_LIMITS, type RosterDataFile, type RosterFile } from "#shared/roster";
import { checkEntryNames, checkHeader, checkManifest, refuse, RosterModel, RosterRefused } from "#core/roster/validate";

/**
 * Issue 47 (docs/rosters.md): reads a OneRoster 1.2 CSV ZIP from a file on disk, one entry streamed at a time
 * (yauzl reads the central directory, then each entry on demand), each CSV through a UTF-8 check and csv-parse,
 * row by row into the RosterModel: memory stays flat whatever the files' size. Refuses with the file, line and
 * reason (RosterRefused) a ZIP that is not one, not OneRoster, a file missing or extra, a wrong encoding or
 * delimiter, a broken CSV; refused rows are listed in the model.
 */

/** The order the data files are read in: each refers only to files read before it. */
const DATA_ORDER: RosterDataFile[] = ["orgs.csv", "academicSessions.csv", "courses.csv", "classes.csv", "users.csv", "enrollments.csv"];
const PROGRESS_EVERY = 2000;

export type RosterProgress = (file: string, rows: number) => void;

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true }, (err, zip) =>
      err ? reject(err) : resolve(zip),
    ),
  );
}

function listEntries(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on("entry", (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", reject);
    zip.readEntry();
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<Readable> {
  return new Promise((resolve, reject) => zip.openReadStream(entry, (err, stream) => (err ? reject(err) : resolve(stream))));
}

/**
 * Passes the bytes on unchanged, refusing what is not UTF-8 (a UTF-16 byte-order mark, a NUL byte, an invalid
 * sequence) with the line it is on. A UTF-8 byte-order mark is allowed (csv-parse drops it).
 */
export function utf8Check(file: string) {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let line = 1;
  let first = true;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (first) {
        first = false;
        if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))
          return done(new RosterRefused([{ file, line: 1, reason: "encoding", detail: "UTF-16" }]));
      }
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        // The line of the first bad byte: count the newlines before it (bytes < 0x80 are always themselves in UTF-8).
        let at = 0;
        while (at < chunk.length && chunk[at] < 0x80) at++;
        for (let i = 0; i < at; i++) if (chunk[i] === 0x0a) line++;
        return done(new RosterRefused([{ file, line, reason: "encoding", detail: "not UTF-8" }]));
      }
      if (chunk.includes(0)) return done(new RosterRefused([{ file, line, reason: "encoding", detail: "NUL byte (UTF-16?)" }]));
      for (let i = chunk.indexOf(0x0a); i !== -1; i = chunk.indexOf(0x0a, i + 1)) line++;
      done(null, chunk);
    },
    flush(done) {
      try {
        decoder.decode();
        done();
      } catch {
        done(new RosterRefused([{ file, line, reason: "encoding", detail: "not UTF-8" }]));
      }
    },
  });
}

type CsvRecord = { record: string[]; info: { lines: number } };

/** Streams one CSV: its header checked, then each row (cells by column name, with its line) to `onRow`. */
async function readCsv(stream: Readable, file: RosterFile, onRow: (row: Record<string, string>, line: number) => void, progress?: RosterProgress) {
  let header: string[] | null = null;
  let rows = 0;
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: 64 * 1024 });
  const sink = new Transform({
    objectMode: true,
    transform({ record, info }: CsvRecord, _enc, done) {
      try {
        if (!header) {
          header = checkHeader(file, record);
        } else {
          if (record.length !== header.length)
            throw new RosterRefused([{ file, line: info.lines, reason: "badCsv", detail: `${record.length}/${header.length}` }]);
          const row: Record<string, string> = {};
          for (let i = 0; i < header.length; i++) row[header[i]] = record[i];
          onRow(row, info.lines);
          if (++rows % PROGRESS_EVERY === 0) progress?.(file, rows);
        }
        done();
      } catch (err) {
        done(err as Error);
      }
    },
  });
  try {
    await pipeline(stream, utf8Check(file), parser, sink);
  } catch (err) {
    if (err instanceof RosterRefused) throw err;
    const e = err as { code?: string; lines?: number; message?: string };
    if (typeof e.code === "string" && e.code.startsWith("CSV_")) refuse(file, e.lines ?? null, "badCsv", e.code);
    // What yauzl says of a damaged entry (bad compressed data, a size or CRC that does not match).
    refuse(file, null, "notZip", String(e.message ?? err).slice(0, 120));
  }
  if (!header) refuse(file, 1, "missingColumn", ROSTER_COLUMNS[file][0]);
  progress?.(file, rows);
}

/** Reads the ZIP at `path` into a RosterModel (or throws RosterRefused). */
export async function readRosterZip(path: string, progress?: RosterProgress): Promise<RosterModel> {
  let zip: ZipFile;
  try {
    zip = await openZip(path);
  } catch (err) {
    return refuse("(zip)", null, "notZip", (err as Error).message.slice(0, 120));
  }
  try {
    let entries: Map<string, Entry>;
    try {
      entries = await listEntries(zip);
    } catch (err) {
      return refuse("(zip)", null, "notZip", (err as Error).message.slice(0, 120));
    }
    const files = checkEntryNames([...entries.keys()]);
    for (const name of files) {
      if (entries.get(name)!.uncompressedSize > ROSTER_LIMITS.entryBytes)
        refuse(name, null, "tooLarge", `${Math.round(ROSTER_LIMITS.entryBytes / 1048576)} MB`);
    }

    const properties = new Map<string, string>();
    await readCsv(await openEntry(zip, entries.get("manifest.csv")!), "manifest.csv", (row) => {
      properties.set(row.propertyName.trim(), row.value.trim());
    });
    checkManifest(properties, files);

    const model = new RosterModel();
    for (const file of DATA_ORDER) {
      await readCsv(await openEntry(zip, entries.get(file)!), file, (row, line) => model.addRow(file, row, line), progress);
    }
    return model;
  } finally {
    zip.close();
  }
}
