//! `textDocument/didOpen`, `didChange` and `didClose`: the store changes
//! here, synchronously, before the server's handler first awaits (the
//! framework runs handlers concurrently; this keeps edits in order).

use crate::{
    games::Kind,
    protocol::{Encoding, lsp},
    state::{Document, Store},
};

/// Opens a document; returns its URI, to analyse.
pub fn did_open(store: &mut Store, params: lsp::DidOpenTextDocumentParams) -> lsp::Uri {
    let doc = params.text_document;
    let kind = Kind::detect(&doc.language_id, doc.uri.as_str());
    let old = store
        .documents
        .insert(doc.uri.clone(), Document::new(kind, &doc.text, doc.version));
    if let Some(old) = old {
        old.close();
    }
    doc.uri
}

/// Applies the changes in order; returns the URI to analyse again, and
/// whether these are the first changes since the document was opened;
/// `None` when it is not open.
pub fn did_change(
    store: &mut Store,
    params: lsp::DidChangeTextDocumentParams,
    encoding: Encoding,
) -> Option<(lsp::Uri, bool)> {
    let uri = params.text_document.uri;
    let doc = store.documents.get_mut(&uri)?;
    let first = doc.edits.load(std::sync::atomic::Ordering::Relaxed) == 0;
    doc.change(
        params.text_document.version,
        &params.content_changes,
        encoding,
    );
    Some((uri, first))
}

/// Forgets a document; returns its URI, whose diagnostics are cleared.
pub fn did_close(store: &mut Store, params: lsp::DidCloseTextDocumentParams) -> lsp::Uri {
    let uri = params.text_document.uri;
    if let Some(doc) = store.documents.remove(&uri) {
        doc.close();
    }
    uri
}
