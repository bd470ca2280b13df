//! Compressed input: gzip, bzip2, zstd and xz streams, recognised by their
//! magic bytes and decompressed on a thread of their own. The language
//! server reads compressed files too, so the formats and their decoders
//! live in the `forsyth-compression` crate, which both use.

pub use forsyth_compression::{Compression, open, read_head};
