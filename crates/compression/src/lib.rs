//! Compressed input: gzip, bzip2, zstd and xz streams, recognised by their
//! magic bytes (whatever the file is called), with the decoders of
//! well-kept crates (flate2, bzip2, zstd, liblzma), every member of a
//! concatenated file read as `gzip -d` reads it.
//!
//! Both the command line and the language server read compressed files,
//! so this is a crate of its own, below them: reading files is I/O policy,
//! which `forsyth-notation` stays free of. [`open`] streams (the command
//! line: decompression on a thread of its own, overlapping the reading of
//! the games rather than adding to it, at most [`IN_FLIGHT`] blocks of
//! [`BLOCK`] bytes waiting between the two threads, so memory stays flat);
//! [`read_to_end`] reads a whole file into memory, up to a limit (the
//! language server, which holds a document's text anyway).

use std::{
    io::{self, Read},
    sync::mpsc::{Receiver, SyncSender, sync_channel},
    thread,
};

/// How many bytes the decompressing thread hands over at once.
pub const BLOCK: usize = 256 * 1024;

/// How many blocks may wait to be read.
pub const IN_FLIGHT: usize = 4;

/// The compression formats read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compression {
    Gzip,
    Bzip2,
    Zstd,
    Xz,
}

impl Compression {
    /// The format's usual name (`gzip`, `bzip2`, `zstd`, `xz`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Compression::Gzip => "gzip",
            Compression::Bzip2 => "bzip2",
            Compression::Zstd => "zstd",
            Compression::Xz => "xz",
        }
    }

    /// The format whose magic bytes `head` (the first six bytes of a
    /// stream, or all of a shorter one) starts with.
    #[must_use]
    pub fn sniff(head: &[u8]) -> Option<Compression> {
        match head {
            [0x1f, 0x8b, ..] => Some(Compression::Gzip),
            [b'B', b'Z', b'h', b'1'..=b'9', ..] => Some(Compression::Bzip2),
            [0x28, 0xb5, 0x2f, 0xfd, ..] => Some(Compression::Zstd),
            [0xfd, b'7', b'z', b'X', b'Z', 0x00, ..] => Some(Compression::Xz),
            _ => None,
        }
    }
}

/// Reads up to `head.len()` bytes (fewer only at the end of the input):
/// how many were read. Six are what [`Compression::sniff`] needs.
///
/// # Errors
/// Reading failed.
pub fn read_head(raw: &mut impl Read, head: &mut [u8]) -> io::Result<usize> {
    let mut n = 0;
    while n < head.len() {
        match raw.read(&mut head[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

/// The bytes of `raw`, decompressed if they are compressed (on another
/// thread), and the format found.
///
/// # Errors
/// Reading the first bytes failed, or a zstd decoder could not be made.
pub fn open(raw: Box<dyn Read + Send>) -> io::Result<(Box<dyn Read>, Option<Compression>)> {
    let (decoder, kind) = decoder(raw)?;
    match kind {
        None => Ok((decoder, None)),
        Some(_) => Ok((Box::new(Threaded::spawn(decoder)), kind)),
    }
}

/// The bytes of `raw`, decompressed if they are compressed (on the
/// calling thread), and the format found.
///
/// # Errors
/// Reading the first bytes failed, or a zstd decoder could not be made.
pub fn decoder(
    mut raw: Box<dyn Read + Send>,
) -> io::Result<(Box<dyn Read + Send>, Option<Compression>)> {
    let mut head = [0u8; 6];
    let n = read_head(&mut raw, &mut head)?;
    let kind = Compression::sniff(&head[..n]);
    let whole = io::Cursor::new(head[..n].to_vec()).chain(raw);
    let decoder: Box<dyn Read + Send> = match kind {
        None => Box::new(whole),
        // Every member of a concatenated file, as gzip -d reads it.
        Some(Compression::Gzip) => Box::new(flate2::read::MultiGzDecoder::new(whole)),
        Some(Compression::Bzip2) => Box::new(bzip2::read::MultiBzDecoder::new(whole)),
        Some(Compression::Zstd) => Box::new(zstd::stream::read::Decoder::new(whole)?),
        Some(Compression::Xz) => Box::new(liblzma::read::XzDecoder::new_multi_decoder(whole)),
    };
    Ok((decoder, kind))
}

/// What [`read_to_end`] read.
#[derive(Debug)]
pub enum Whole {
    /// All of it, decompressed, and the format found.
    Bytes(Vec<u8>, Option<Compression>),
    /// More than the limit (a decompression bomb, or simply too large):
    /// nothing is kept.
    TooLarge(Option<Compression>),
}

/// All of `raw`, decompressed if it is compressed, in memory: at most
/// `limit` bytes of it (decompressed), so that a small file that
/// decompresses to gigabytes costs no more than the limit.
///
/// # Errors
/// Reading failed, or the stream is truncated or corrupt.
pub fn read_to_end(raw: Box<dyn Read + Send>, limit: usize) -> io::Result<Whole> {
    let (decoder, kind) = decoder(raw)?;
    let mut bytes = Vec::new();
    let cap = u64::try_from(limit).unwrap_or(u64::MAX).saturating_add(1);
    decoder.take(cap).read_to_end(&mut bytes)?;
    if bytes.len() > limit {
        return Ok(Whole::TooLarge(kind));
    }
    Ok(Whole::Bytes(bytes, kind))
}

/// A reader fed by a thread that reads another one ahead.
struct Threaded {
    blocks: Receiver<io::Result<Vec<u8>>>,
    block: Vec<u8>,
    at: usize,
    done: bool,
}

impl Threaded {
    fn spawn(mut inner: Box<dyn Read + Send>) -> Threaded {
        let (send, blocks) = sync_channel(IN_FLIGHT);
        thread::spawn(move || feed(&mut inner, &send));
        Threaded {
            blocks,
            block: Vec::new(),
            at: 0,
            done: false,
        }
    }
}

/// Reads `inner` block by block into `send` until its end, its first
/// error, or the reading side hanging up.
fn feed(inner: &mut dyn Read, send: &SyncSender<io::Result<Vec<u8>>>) {
    loop {
        let mut block = vec![0u8; BLOCK];
        let mut n = 0;
        while n < BLOCK {
            match inner.read(&mut block[n..]) {
                Ok(0) => break,
                Ok(k) => n += k,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => {
                    if n > 0 {
                        block.truncate(n);
                        let _ = send.send(Ok(block));
                    }
                    let _ = send.send(Err(e));
                    return;
                }
            }
        }
        if n == 0 {
            return;
        }
        block.truncate(n);
        if send.send(Ok(block)).is_err() {
            return;
        }
    }
}

impl Read for Threaded {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.at >= self.block.len() {
            if self.done {
                return Ok(0);
            }
            match self.blocks.recv() {
                Ok(Ok(block)) => {
                    self.block = block;
                    self.at = 0;
                }
                Ok(Err(e)) => {
                    self.done = true;
                    return Err(e);
                }
                Err(_) => {
                    self.done = true;
                    return Ok(0);
                }
            }
        }
        let n = buf.len().min(self.block.len() - self.at);
        buf[..n].copy_from_slice(&self.block[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_bytes() {
        assert_eq!(
            Compression::sniff(&[0x1f, 0x8b, 8]),
            Some(Compression::Gzip)
        );
        assert_eq!(Compression::sniff(b"BZh91A"), Some(Compression::Bzip2));
        assert_eq!(Compression::sniff(b"BZx91A"), None);
        assert_eq!(
            Compression::sniff(&[0x28, 0xb5, 0x2f, 0xfd, 0, 0]),
            Some(Compression::Zstd)
        );
        assert_eq!(
            Compression::sniff(&[0xfd, b'7', b'z', b'X', b'Z', 0]),
            Some(Compression::Xz)
        );
        assert_eq!(Compression::sniff(b"[Event"), None);
        assert_eq!(Compression::sniff(b""), None);
        assert_eq!(Compression::sniff(&[0x1f]), None);
    }

    /// The PGN standard's example game (section 2.3), in every format.
    const GAME: &str = "[Event \"F/S Return Match\"]\n[Site \"Belgrade, Serbia JUG\"]\n\
        [Date \"1992.11.04\"]\n[Round \"29\"]\n[White \"Fischer, Robert J.\"]\n\
        [Black \"Spassky, Boris V.\"]\n[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 \
        {This opening is called the Ruy Lopez.} 4. Ba4 Nf6 5. O-O Be7 1/2-1/2\n";

    fn compressed(kind: Compression, bytes: &[u8]) -> Vec<u8> {
        use std::io::Write;
        match kind {
            Compression::Gzip => {
                let mut e =
                    flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
                e.write_all(bytes).unwrap();
                e.finish().unwrap()
            }
            Compression::Bzip2 => {
                let mut e = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::default());
                e.write_all(bytes).unwrap();
                e.finish().unwrap()
            }
            Compression::Zstd => zstd::stream::encode_all(bytes, 3).unwrap(),
            Compression::Xz => {
                let mut e = liblzma::write::XzEncoder::new(Vec::new(), 6);
                e.write_all(bytes).unwrap();
                e.finish().unwrap()
            }
        }
    }

    const ALL: [Compression; 4] = [
        Compression::Gzip,
        Compression::Bzip2,
        Compression::Zstd,
        Compression::Xz,
    ];

    #[test]
    fn whole_files_are_read_up_to_a_limit() {
        for kind in ALL {
            let file = compressed(kind, GAME.as_bytes());
            let read = |limit| read_to_end(Box::new(io::Cursor::new(file.clone())), limit);
            match read(1 << 20).unwrap() {
                Whole::Bytes(bytes, found) => {
                    assert_eq!(bytes, GAME.as_bytes(), "{}", kind.name());
                    assert_eq!(found, Some(kind));
                }
                other => panic!("{other:?}"),
            }
            // Exactly the limit is read; one byte less is too large.
            assert!(matches!(read(GAME.len()).unwrap(), Whole::Bytes(..)));
            assert!(matches!(read(GAME.len() - 1).unwrap(), Whole::TooLarge(Some(k)) if k == kind));
            // Two members, as `cat a.gz b.gz` makes them.
            let mut two = file.clone();
            two.extend_from_slice(&file);
            let Whole::Bytes(bytes, _) =
                read_to_end(Box::new(io::Cursor::new(two)), 1 << 20).unwrap()
            else {
                panic!("two members")
            };
            assert_eq!(bytes, format!("{GAME}{GAME}").as_bytes(), "{}", kind.name());
            // Cut short: an error, not a panic.
            let cut = file[..file.len() / 2].to_vec();
            assert!(
                read_to_end(Box::new(io::Cursor::new(cut)), 1 << 20).is_err(),
                "{}",
                kind.name()
            );
        }
        // A bomb: 64 MiB of zeros in a few kilobytes reads no further
        // than the limit.
        let bomb = compressed(Compression::Gzip, &vec![0u8; 64 << 20]);
        assert!(bomb.len() < 100_000);
        assert!(matches!(
            read_to_end(Box::new(io::Cursor::new(bomb)), 1 << 20).unwrap(),
            Whole::TooLarge(Some(Compression::Gzip))
        ));
        // Plain text passes through.
        assert!(matches!(
            read_to_end(Box::new(io::Cursor::new(GAME.as_bytes().to_vec())), 1 << 20).unwrap(),
            Whole::Bytes(b, None) if b == GAME.as_bytes()
        ));
    }

    #[test]
    fn streams_are_decompressed_on_a_thread() {
        for kind in ALL {
            let file = compressed(kind, GAME.as_bytes());
            let (mut reader, found) = open(Box::new(io::Cursor::new(file))).unwrap();
            assert_eq!(found, Some(kind));
            let mut out = Vec::new();
            reader.read_to_end(&mut out).unwrap();
            assert_eq!(out, GAME.as_bytes());
        }
    }

    #[test]
    fn plain_bytes_pass_through_and_short_inputs_too() {
        for text in [&b""[..], b"1", b"[Event \"x\"]\n1. e4 *\n"] {
            let (mut reader, kind) = open(Box::new(io::Cursor::new(text.to_vec()))).unwrap();
            assert_eq!(kind, None);
            let mut out = Vec::new();
            reader.read_to_end(&mut out).unwrap();
            assert_eq!(out, text);
        }
    }
}
