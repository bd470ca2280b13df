//! Compressed files (`games.pgn.gz`, `.bz2`, `.zst`, `.xz`, recognised by
//! their magic bytes), shown decompressed and read-only.
//!
//! Editors open a compressed file as binary: they cannot hand its text to
//! the server. So its text is a virtual document, at the address
//! `forsyth-decompressed:` + the file's path
//! (`forsyth-decompressed:///home/me/lichess.pgn.zst`), whose text the
//! server gives with the protocol's `workspace/textDocumentContent`
//! request (LSP 3.18). The server announces the scheme in its capabilities
//! (`workspace.textDocumentContent.schemes`, [`announce`]); a client that
//! knows the request (vscode-languageclient 10 and later) provides such
//! documents itself, read-only, and opens them like any other: diagnostics,
//! hovers, symbols and folding come as usual.
//!
//! Nothing the server would change in such a document is changed: rename,
//! formatting and `forsyth.translate` are refused with a message saying
//! why ([`refuse`]), and no code action or completion is offered. A change a client
//! sends anyway is followed, so that positions stay right, with a warning
//! the first time.
//!
//! The file is read and decompressed with the decoders the command line
//! uses (`forsyth-compression`), on the blocking pool, up to
//! [`LIMIT`] bytes of text. Text that is not UTF-8 is read as the command
//! line reads it: a byte order mark decides (UTF-8, UTF-16); other bytes
//! that are not UTF-8 are each the Windows-1252 character they would be.

use std::{fs::File, path::Path};

use forsyth_compression::{Whole, read_to_end};
use forsyth_notation::diagnostic::{Arg, format_message};
use serde::Deserialize;
use serde_json::{Value, json};
use tower_lsp_server::jsonrpc;

use super::invalid_params;
use crate::{protocol::lsp, state::Config};

/// The scheme of the virtual documents.
pub const SCHEME: &str = "forsyth-decompressed";

/// The longest text shown (bytes, decompressed).
pub const LIMIT: usize = 256 << 20;

/// Whether `uri` is the read-only text of a compressed file.
#[must_use]
pub fn is_read_only(uri: &lsp::Uri) -> bool {
    uri.scheme().as_str().eq_ignore_ascii_case(SCHEME)
}

/// Adds the scheme to the `workspace.textDocumentContent` capability of an
/// `initialize` result (the protocol types of this server's framework
/// predate LSP 3.18).
pub fn announce(result: &mut Value) {
    if let Some(capabilities) = result
        .get_mut("capabilities")
        .and_then(Value::as_object_mut)
    {
        let workspace = capabilities.entry("workspace").or_insert_with(|| json!({}));
        if let Some(workspace) = workspace.as_object_mut() {
            workspace.insert("textDocumentContent".into(), json!({ "schemes": [SCHEME] }));
        }
    }
}

/// The file name of a URI, for messages.
fn name(uri: &lsp::Uri) -> String {
    let path = uri.path().decode().to_string_lossy().into_owned();
    match path.rsplit_once('/') {
        Some((_, last)) if !last.is_empty() => last.to_owned(),
        _ => uri.as_str().to_owned(),
    }
}

/// The error that refuses an edit of a read-only document, or `Ok`.
///
/// # Errors
/// `uri` is the read-only text of a compressed file: `RequestFailed`
/// (-32803) with a message in the user's language.
pub fn refuse(config: &Config, uri: &lsp::Uri) -> jsonrpc::Result<()> {
    if !is_read_only(uri) {
        return Ok(());
    }
    Err(request_failed(read_only_message(config, uri)))
}

/// Why a read-only document is not changed.
#[must_use]
pub fn read_only_message(config: &Config, uri: &lsp::Uri) -> String {
    format_message(
        config.messages,
        "lsp-read-only",
        &[("name", Arg::Text(name(uri)))],
    )
}

/// A `RequestFailed` error.
fn request_failed(message: String) -> jsonrpc::Error {
    jsonrpc::Error {
        code: jsonrpc::ErrorCode::ServerError(-32803),
        message: message.into(),
        data: None,
    }
}

#[derive(Deserialize)]
struct Params {
    uri: lsp::Uri,
}

/// `workspace/textDocumentContent`: the text of the compressed file a
/// `forsyth-decompressed:` address names, decompressed.
///
/// # Errors
/// Params that are not `{uri}`, an address of another scheme
/// (`InvalidParams`); a file that cannot be read, a corrupt or truncated
/// stream, a text longer than [`LIMIT`] (`RequestFailed`), each with a
/// message in the user's language.
pub fn content(config: &Config, params: Value) -> jsonrpc::Result<Value> {
    let params: Params = serde_json::from_value(params)
        .map_err(|e| jsonrpc::Error::invalid_params(e.to_string()))?;
    let uri = &params.uri;
    let message =
        |id: &str, args: &[(&'static str, Arg)]| format_message(config.messages, id, args);
    let path = is_read_only(uri).then(|| uri.to_file_path()).flatten();
    let Some(path) = path else {
        return Err(invalid_params(message(
            "lsp-not-a-compressed-file-address",
            &[("name", Arg::Text(uri.as_str().to_owned()))],
        )));
    };
    let failed = |reason: String| {
        request_failed(message(
            "lsp-decompress-failed",
            &[
                ("name", Arg::Text(name(uri))),
                ("reason", Arg::Text(reason)),
            ],
        ))
    };
    let text = read(&path, LIMIT).map_err(|e| failed(e.to_string()))?;
    match text {
        Some(text) => Ok(json!({ "text": text })),
        None => Err(request_failed(message(
            "lsp-decompressed-too-large",
            &[
                ("name", Arg::Text(name(uri))),
                ("number", Arg::Text((LIMIT >> 20).to_string())),
            ],
        ))),
    }
}

/// The text of the file at `path`, decompressed; `None` when it is longer
/// than `limit` bytes.
///
/// # Errors
/// The file cannot be read, or its stream is truncated or corrupt.
pub fn read(path: &Path, limit: usize) -> std::io::Result<Option<String>> {
    let file = File::open(path)?;
    match read_to_end(Box::new(file), limit)? {
        Whole::Bytes(bytes, _) => Ok(Some(decode(&bytes))),
        Whole::TooLarge(_) => Ok(None),
    }
}

/// Bytes as text: by their byte order mark (UTF-8, UTF-16), else UTF-8
/// with each byte that is not UTF-8 read as the Windows-1252 character it
/// would be.
#[must_use]
pub fn decode(bytes: &[u8]) -> String {
    if let Some((encoding, bom)) = encoding_rs::Encoding::for_bom(bytes) {
        return encoding
            .decode_without_bom_handling(&bytes[bom..])
            .0
            .into_owned();
    }
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        let (text, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(chunk.invalid());
        out.push_str(&text);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_are_read_as_the_command_line_reads_them() {
        assert_eq!(decode("1. Ιδ4 Ρδ7 *".as_bytes()), "1. Ιδ4 Ρδ7 *");
        // A Latin-1 name inside UTF-8 text (pychess's mate-in-2 book).
        assert_eq!(
            decode(b"[White \"Judit Polg\xE1r\"] \xE2\x80\x94"),
            "[White \"Judit Polgár\"] —"
        );
        assert_eq!(decode(b"\xEF\xBB\xBF1. e4"), "1. e4");
        assert_eq!(decode(b"\xFF\xFE1\x00.\x00"), "1.");
        assert_eq!(decode(b""), "");
    }

    /// A file whose text is longer than the limit is not read into memory
    /// past it: a decompression bomb costs no more than the limit.
    #[test]
    fn text_past_the_limit_is_refused() {
        use std::io::Write;
        let path = std::env::temp_dir().join(format!("forsyth-bomb-{}.pgn.gz", std::process::id()));
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        e.write_all(&vec![b' '; 8 << 20]).unwrap();
        std::fs::write(&path, e.finish().unwrap()).unwrap();
        assert_eq!(read(&path, 1 << 20).unwrap(), None);
        assert_eq!(
            read(&path, 8 << 20).unwrap().map(|t| t.len()),
            Some(8 << 20)
        );
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn the_capability_is_announced() {
        let mut result = json!({ "capabilities": { "hoverProvider": true } });
        announce(&mut result);
        assert_eq!(
            result["capabilities"]["workspace"]["textDocumentContent"]["schemes"],
            json!([SCHEME])
        );
        let mut result = json!({ "capabilities": { "workspace": { "workspaceFolders": {} } } });
        announce(&mut result);
        assert!(result["capabilities"]["workspace"]["workspaceFolders"].is_object());
        assert!(result["capabilities"]["workspace"]["textDocumentContent"].is_object());
    }

    #[test]
    fn addresses() {
        let uri: lsp::Uri = "forsyth-decompressed:///tmp/a%20b/games.pgn.gz"
            .parse()
            .unwrap();
        assert!(is_read_only(&uri));
        assert_eq!(name(&uri), "games.pgn.gz");
        assert_eq!(
            uri.to_file_path().unwrap(),
            std::path::Path::new("/tmp/a b/games.pgn.gz")
        );
        let file: lsp::Uri = "file:///tmp/games.pgn.gz".parse().unwrap();
        assert!(!is_read_only(&file));
    }
}
