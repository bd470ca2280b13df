//! Reading the position a command works on.

use forsyth_core::{Fen, Position};

use crate::{
    messages::Messages,
    report::{self, Failure},
};

/// Reads the FEN given as `args` (joined with single spaces, so that an
/// unquoted FEN works), strictly or leniently; no arguments at all means the
/// starting position. In lenient mode every repair is noted on standard
/// error, in `messages`' language.
///
/// # Errors
/// [`Failure::Fen`] with the joined text, which the error's span refers to.
pub fn position(args: &[String], lenient: bool, messages: &Messages) -> Result<Position, Failure> {
    if args.is_empty() {
        return Ok(Position::new());
    }
    let input = args.join(" ");
    let parsed = if lenient {
        Fen::parse_lenient(&input, None)
    } else {
        Fen::parse_strict(&input, None)
    };
    match parsed {
        Ok((pos, fen)) => {
            for repair in &fen.repairs {
                report::note(messages, messages.repair(repair));
            }
            Ok(pos)
        }
        Err(error) => Err(Failure::Fen { input, error }),
    }
}
