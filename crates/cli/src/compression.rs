//! Compressed input: gzip, bzip2, zstd and xz streams, recognised by their
//! magic bytes (whatever the file is called), decompressed on a thread of
//! their own so that decompression overlaps the reading of the games
//! rather than adding to it. At most [`IN_FLIGHT`] blocks of [`BLOCK`]
//! bytes wait between the two threads: memory stays flat.

use std::{
    io::{self, Read},
    sync::mpsc::{Receiver, SyncSender, sync_channel},
    thread,
};

/// How many bytes the decompressing thread hands over at once.
const BLOCK: usize = 256 * 1024;

/// How many blocks may wait to be read.
const IN_FLIGHT: usize = 4;

/// The compression formats read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Compression {
    Gzip,
    Bzip2,
    Zstd,
    Xz,
}

impl Compression {
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
pub fn open(mut raw: Box<dyn Read + Send>) -> io::Result<(Box<dyn Read>, Option<Compression>)> {
    let mut head = [0u8; 6];
    let n = read_head(&mut raw, &mut head)?;
    let kind = Compression::sniff(&head[..n]);
    let whole = io::Cursor::new(head[..n].to_vec()).chain(raw);
    let decoder: Box<dyn Read + Send> = match kind {
        None => return Ok((Box::new(whole), None)),
        // Every member of a concatenated file, as gzip -d reads it.
        Some(Compression::Gzip) => Box::new(flate2::read::MultiGzDecoder::new(whole)),
        Some(Compression::Bzip2) => Box::new(bzip2::read::MultiBzDecoder::new(whole)),
        Some(Compression::Zstd) => Box::new(zstd::stream::read::Decoder::new(whole)?),
        Some(Compression::Xz) => Box::new(liblzma::read::XzDecoder::new_multi_decoder(whole)),
    };
    Ok((Box::new(Threaded::spawn(decoder)), kind))
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
