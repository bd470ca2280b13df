//! The progress bar of `check` and `translate`: on standard error when it is
//! a terminal, for inputs of [`THRESHOLD`] bytes or more.
//!
//! The bar counts the bytes read from the files as they are on disk, before
//! they are decompressed and decoded ([`Progress::count`] wraps the file's
//! reader), so that it reaches its end for a `.pgn.zst` as for a `.pgn`.
//! What is read runs ahead of what is checked by the buffers between the
//! two (a few hundred KiB), which a bar of 20 MiB or more does not show.

use std::io::{self, IsTerminal, Read};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Inputs at least this large get a progress bar (when standard error is a
/// terminal).
pub const THRESHOLD: u64 = 20 * 1024 * 1024;

/// A progress bar over the bytes of the input, or nothing.
pub struct Progress(Option<ProgressBar>);

impl Progress {
    /// A bar over `total` bytes, shown when `wanted` (not `--quiet`), the
    /// input is at least [`THRESHOLD`] bytes and standard error is a
    /// terminal; else nothing.
    #[must_use]
    pub fn new(total: u64, wanted: bool) -> Progress {
        let shown = wanted && total >= THRESHOLD && io::stderr().is_terminal();
        Progress(shown.then(|| bar(total)))
    }

    /// The size of the file at `path` as it is on disk, or 0 for anything
    /// but a regular file (standard input, a pipe).
    #[must_use]
    pub fn file_size(path: Option<&std::path::Path>) -> u64 {
        path.filter(|p| p.as_os_str() != "-")
            .and_then(|p| std::fs::metadata(p).ok())
            .filter(std::fs::Metadata::is_file)
            .map_or(0, |m| m.len())
    }

    /// Whether the bar is shown.
    #[must_use]
    pub fn shown(&self) -> bool {
        self.0.is_some()
    }

    /// A handle to the bar that counts the bytes a reader reads
    /// ([`Counter::wrap`]); it may go to another thread.
    #[must_use]
    pub fn counter(&self) -> Counter {
        Counter(self.0.clone())
    }

    /// Runs `f` with the bar taken off the terminal, so that what `f` prints
    /// there does not mix with it.
    pub fn suspend<T>(&self, f: impl FnOnce() -> T) -> T {
        match &self.0 {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.0 {
            bar.finish_and_clear();
        }
    }
}

/// What counts bytes read onto a [`Progress`] bar (nothing without a bar).
#[derive(Clone, Default)]
pub struct Counter(Option<ProgressBar>);

impl Counter {
    /// `reader`, each byte read from it counted on the bar.
    #[must_use]
    pub fn wrap<R: Read + Send + 'static>(self, reader: R) -> Box<dyn Read + Send> {
        match self.0 {
            Some(bar) => Box::new(Counted { inner: reader, bar }),
            None => Box::new(reader),
        }
    }
}

/// A reader that moves a bar on by what it reads.
struct Counted<R> {
    inner: R,
    bar: ProgressBar,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.bar.inc(n as u64);
        // The bar is drawn a few times a second at most: the end of the
        // input is drawn whenever it comes, so that the bar shows it full.
        if n == 0 && !buf.is_empty() {
            self.bar.force_draw();
        }
        Ok(n)
    }
}

/// The bar: `[####    ] 21.3 MiB/96.0 MiB 48 MiB/s 2s` (no words, so no
/// translation).
fn bar(total: u64) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{bar:40} {bytes}/{total_bytes} {bytes_per_sec} {eta}")
    {
        bar.set_style(style);
    }
    bar
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_counter_counts_every_byte_read() {
        // Hidden bars count too: the test does not depend on a terminal.
        let bar = ProgressBar::hidden();
        bar.set_length(1000);
        let text = vec![b'x'; 1000];
        let mut reader = Counter(Some(bar.clone())).wrap(io::Cursor::new(text));
        let mut buf = [0u8; 300];
        assert_eq!(reader.read(&mut buf).unwrap(), 300);
        assert_eq!(bar.position(), 300);
        let mut rest = Vec::new();
        reader.read_to_end(&mut rest).unwrap();
        assert_eq!(bar.position(), 1000);
    }

    #[test]
    fn no_bar_below_the_threshold_or_unwanted() {
        assert!(Progress::new(THRESHOLD - 1, true).0.is_none());
        assert!(Progress::new(u64::MAX, false).0.is_none());
        assert!(Progress::new(0, true).counter().0.is_none());
    }
}
