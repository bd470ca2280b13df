//! Working through a PGN stream game by game on worker threads, with the
//! results handed back in file order.
//!
//! The calling thread reads the stream with a [`PgnReader`] (which lexes it
//! and cuts it into games), gathers the games into batches of about
//! [`BATCH_BYTES`] bytes and sends them to the workers. Each worker makes
//! what it is asked of a game (findings, translated text) and sends the
//! batch back; the calling thread hands the results out game by game, in
//! the order of the stream. At most a few batches are on their way at
//! once, and their buffers are reused, so memory stays flat whatever the
//! size of the stream.
//!
//! A stream that fits in one batch, or a run asked for one thread, is worked
//! through on the calling thread, with the very same worker.

use std::{
    collections::BTreeMap,
    io::{self, BufRead},
    panic::{self, AssertUnwindSafe},
    sync::{Mutex, mpsc},
    thread,
};

use crate::{
    check::Finding,
    lexer::Token,
    tree::{GameChunk, PgnReader},
};

/// About how many bytes of games go to a worker at once.
pub(crate) const BATCH_BYTES: usize = 64 * 1024;

/// What a worker does with each game.
pub(crate) trait Worker {
    /// Works through one game chunk: appends its text to `out` and its
    /// findings to `findings`, and returns how many games and moves it
    /// holds.
    fn game(
        &mut self,
        chunk: &GameChunk<'_>,
        out: &mut Vec<u8>,
        findings: &mut Vec<Finding<'static>>,
    ) -> (u64, u64);
}

/// The results of one game, as handed out in stream order.
pub(crate) struct GameDone<'a> {
    /// The text the worker wrote for the game.
    pub(crate) out: &'a [u8],
    /// The game's findings, in order.
    pub(crate) findings: &'a [Finding<'static>],
    /// The game chunk's length in bytes.
    pub(crate) bytes: u64,
    /// Games (0 or 1) and moves counted by the worker.
    pub(crate) games: u64,
    pub(crate) moves: u64,
}

/// Where one game chunk ends in a batch, and where it is in the stream.
#[derive(Clone, Copy, Debug)]
struct ChunkInfo {
    bytes_end: usize,
    tokens_end: usize,
    offset: u64,
    line: u64,
    has_game: bool,
}

/// Where one game's results end in a slot's outputs.
#[derive(Clone, Copy, Debug)]
struct Mark {
    out_end: usize,
    findings_end: usize,
    bytes: u64,
    games: u64,
    moves: u64,
}

/// A batch of games and, once worked through, their results. Slots go to a
/// worker and back, and are reused.
#[derive(Default)]
struct Slot {
    seq: u64,
    bytes: Vec<u8>,
    tokens: Vec<Token>,
    chunks: Vec<ChunkInfo>,
    out: Vec<u8>,
    findings: Vec<Finding<'static>>,
    marks: Vec<Mark>,
}

impl Slot {
    fn clear_input(&mut self) {
        self.bytes.clear();
        self.tokens.clear();
        self.chunks.clear();
    }

    /// Copies a game chunk into the batch (its tokens stay relative to the
    /// chunk's start).
    fn push(&mut self, chunk: &GameChunk<'_>) {
        self.bytes.extend_from_slice(chunk.bytes());
        self.tokens.extend_from_slice(chunk.tokens());
        self.chunks.push(ChunkInfo {
            bytes_end: self.bytes.len(),
            tokens_end: self.tokens.len(),
            offset: chunk.offset(),
            line: chunk.line(),
            has_game: chunk.has_game(),
        });
    }

    /// Works through every game of the batch.
    fn work(&mut self, worker: &mut impl Worker) {
        self.out.clear();
        self.findings.clear();
        self.marks.clear();
        let (mut bytes_start, mut tokens_start) = (0, 0);
        for info in &self.chunks {
            let chunk = GameChunk::from_parts(
                &self.bytes[bytes_start..info.bytes_end],
                &self.tokens[tokens_start..info.tokens_end],
                info.offset,
                info.line,
                info.has_game,
            );
            let (games, moves) = worker.game(&chunk, &mut self.out, &mut self.findings);
            self.marks.push(Mark {
                out_end: self.out.len(),
                findings_end: self.findings.len(),
                bytes: (info.bytes_end - bytes_start) as u64,
                games,
                moves,
            });
            bytes_start = info.bytes_end;
            tokens_start = info.tokens_end;
        }
    }

    /// Hands out the results, game by game.
    fn emit(&self, emit: &mut impl FnMut(GameDone<'_>) -> io::Result<()>) -> io::Result<()> {
        let (mut out_start, mut findings_start) = (0, 0);
        for mark in &self.marks {
            emit(GameDone {
                out: &self.out[out_start..mark.out_end],
                findings: &self.findings[findings_start..mark.findings_end],
                bytes: mark.bytes,
                games: mark.games,
                moves: mark.moves,
            })?;
            out_start = mark.out_end;
            findings_start = mark.findings_end;
        }
        Ok(())
    }
}

/// The number of worker threads to use by default: one per core, or none
/// (work on the calling thread) on a single core.
#[must_use]
pub(crate) fn default_threads() -> usize {
    thread::available_parallelism().map_or(1, std::num::NonZero::get)
}

/// Reads every game of `reader`, has a worker made by `make` work through
/// each, and calls `emit` with each game's results in stream order.
/// `threads` workers run on threads of their own (with 0 or 1, the calling
/// thread does the work).
///
/// # Errors
/// Errors of the stream, and the first error `emit` returns (which stops
/// the run).
pub(crate) fn run<R, W, M, E>(reader: R, threads: usize, make: M, mut emit: E) -> io::Result<()>
where
    R: BufRead,
    W: Worker,
    M: Fn() -> W + Sync,
    E: FnMut(GameDone<'_>) -> io::Result<()>,
{
    let mut reader = PgnReader::new(reader);
    if threads <= 1 {
        let mut worker = make();
        let (mut out, mut findings) = (Vec::new(), Vec::new());
        while let Some(chunk) = reader.next_game()? {
            out.clear();
            findings.clear();
            let (games, moves) = worker.game(&chunk, &mut out, &mut findings);
            emit(GameDone {
                out: &out,
                findings: &findings,
                bytes: chunk.bytes().len() as u64,
                games,
                moves,
            })?;
        }
        return Ok(());
    }
    // The first batch: a stream that fits in it is worked through here.
    let mut first = Slot::default();
    let mut more = fill(&mut reader, &mut first)?;
    if !more {
        first.work(&mut make());
        return first.emit(&mut emit);
    }
    let max_in_flight = 2 * threads + 1;
    let (work_tx, work_rx) = mpsc::channel::<Slot>();
    let (done_tx, done_rx) = mpsc::channel::<thread::Result<Slot>>();
    let work_rx = Mutex::new(work_rx);
    thread::scope(|scope| {
        // Both ends are dropped when this closure returns, however it
        // returns: the workers then stop.
        let (work_tx, done_rx) = (work_tx, done_rx);
        for _ in 0..threads {
            let done_tx = done_tx.clone();
            let work_rx = &work_rx;
            let make = &make;
            scope.spawn(move || {
                let mut worker = None;
                loop {
                    let next = work_rx
                        .lock()
                        .unwrap_or_else(std::sync::PoisonError::into_inner)
                        .recv();
                    let Ok(mut slot) = next else {
                        return;
                    };
                    let result = panic::catch_unwind(AssertUnwindSafe(|| {
                        slot.work(worker.get_or_insert_with(make));
                        slot
                    }));
                    let failed = result.is_err();
                    if done_tx.send(result).is_err() || failed {
                        return;
                    }
                }
            });
        }
        drop(done_tx);

        let mut pending: BTreeMap<u64, Slot> = BTreeMap::new();
        let mut free: Vec<Slot> = Vec::new();
        let (mut sent, mut emitted) = (0u64, 0u64);
        let mut receive = |block: bool,
                           pending: &mut BTreeMap<u64, Slot>,
                           free: &mut Vec<Slot>,
                           emitted: &mut u64|
         -> io::Result<bool> {
            let slot = if block {
                match done_rx.recv() {
                    Ok(slot) => slot,
                    // Every worker is gone: only a panic does that.
                    Err(_) => return Err(io::Error::other("worker threads stopped")),
                }
            } else {
                match done_rx.try_recv() {
                    Ok(slot) => slot,
                    Err(_) => return Ok(false),
                }
            };
            let slot = slot.unwrap_or_else(|payload| panic::resume_unwind(payload));
            pending.insert(slot.seq, slot);
            while let Some(slot) = pending.remove(emitted) {
                *emitted += 1;
                let result = slot.emit(&mut emit);
                free.push(slot);
                result?;
            }
            Ok(true)
        };
        let mut slot = first;
        loop {
            slot.seq = sent;
            if work_tx.send(slot).is_err() {
                return Err(io::Error::other("worker threads stopped"));
            }
            sent += 1;
            // Hand out what is done, waiting while too much is on its way.
            while receive(false, &mut pending, &mut free, &mut emitted)? {}
            while sent - emitted >= max_in_flight as u64 {
                receive(true, &mut pending, &mut free, &mut emitted)?;
            }
            if !more {
                break;
            }
            slot = free.pop().unwrap_or_default();
            more = fill(&mut reader, &mut slot)?;
            if slot.chunks.is_empty() {
                break;
            }
        }
        drop(work_tx);
        while emitted < sent {
            receive(true, &mut pending, &mut free, &mut emitted)?;
        }
        Ok(())
    })
}

/// Fills a slot with games up to about [`BATCH_BYTES`]; returns whether the
/// stream may hold more.
fn fill<R: BufRead>(reader: &mut PgnReader<R>, slot: &mut Slot) -> io::Result<bool> {
    slot.clear_input();
    while slot.bytes.len() < BATCH_BYTES {
        match reader.next_game()? {
            Some(chunk) => slot.push(&chunk),
            None => return Ok(false),
        }
    }
    Ok(true)
}
