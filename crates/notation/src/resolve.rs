//! Resolving what a move text says against a position: the legal move it
//! means, or why there is none.
//!
//! [`crate::word::read_move`] gives every syntactic reading of a text;
//! [`resolve`] tries them in order against the position and takes the first
//! that names exactly one legal move. That is how the Hebrew `מהה2` becomes
//! a queen move when a queen can go to e2, and a king move from the e-file
//! otherwise: the queen reading comes first.

use std::fmt;

use arrayvec::ArrayVec;
use forsyth_core::{Attempt, IllegalReason, Move, MovesTo, Origin, Position, Role, why_illegal};

use crate::word::{Check, MoveSyntax, Reading};

/// A resolved move and what its text got wrong without making it unreadable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resolved {
    /// The legal move.
    pub mv: Move,
    /// Which reading was taken (an index into the readings).
    pub reading: usize,
    /// Minor problems: a wrong check or capture mark.
    pub warnings: ArrayVec<ResolveWarning, 2>,
}

/// Something a move text got wrong that does not stop it from being read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResolveWarning {
    /// The text marks check or mate, but the move gives `actual`.
    WrongCheckMark { written: Check, actual: Check },
    /// The text marks a capture on an empty square, or none on a capture.
    WrongCaptureMark { written: bool },
}

impl fmt::Display for ResolveWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = |c: Check| match c {
            Check::None => "no check",
            Check::Check => "check",
            Check::DoubleCheckOrMate => "double check",
            Check::Mate => "mate",
        };
        match *self {
            ResolveWarning::WrongCheckMark { written, actual } => write!(
                f,
                "the move is marked as {} but gives {}",
                name(written),
                name(actual)
            ),
            ResolveWarning::WrongCaptureMark { written: true } => {
                f.write_str("the move is marked as a capture but captures nothing")
            }
            ResolveWarning::WrongCaptureMark { written: false } => {
                f.write_str("the move captures but has no capture mark")
            }
        }
    }
}

/// Why a move text names no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveError {
    /// No legal move matches. `alternatives` are the legal moves of the
    /// piece kind the text names (all of that kind, capped), so a message
    /// can say what was possible; `reason` says why the move is illegal
    /// (found only once it is).
    Illegal {
        role: Option<Role>,
        alternatives: Vec<Move>,
        reason: Option<IllegalReason>,
        /// Whether `alternatives` are the moves of every piece of `role`
        /// (the text and the reason name no one piece: `Nd4` that no
        /// knight reaches), not of the one piece named.
        of_kind: bool,
    },
    /// Several legal moves match: the text needs disambiguation.
    Ambiguous { candidates: Vec<Move> },
    /// A pawn reaches the last rank but no promotion piece is written.
    MissingPromotion,
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveError::Illegal { .. } => f.write_str("illegal move"),
            ResolveError::Ambiguous { candidates } => {
                write!(f, "ambiguous move: {} pieces can make it", candidates.len())
            }
            ResolveError::MissingPromotion => f.write_str("promotion piece missing"),
        }
    }
}

impl std::error::Error for ResolveError {}

/// At most how many lines [`settle`] follows at once: a later ambiguous
/// word of the lookahead goes on with each of its candidates, and the
/// lines past this many are not followed.
const SETTLE_LINES: usize = 32;

/// At most how many words of the lookahead [`settle`] reads: a word whose
/// candidates still all play this far on stays ambiguous, so that a long
/// game of such words (a hostile file) is not read again from each.
const SETTLE_WORDS: usize = 256;

/// What [`settle`] found for an ambiguous word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Settled {
    /// With only this candidate does the line play furthest.
    One(Move),
    /// Several candidates play as far as the line goes (or fail at the same
    /// word): the word stays ambiguous.
    Several,
}

/// What one word of the lookahead of [`settle`] is in a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The legal moves it names, pushed on the list (one; several when it
    /// is ambiguous there too; none when it does not play).
    Moves,
    /// A mark standing apart (`mate`, `dis ch`): no move, every line goes
    /// on.
    Mark,
}

/// Settles an ambiguous move word by legality over the rest of its line:
/// each of `candidates`, legal moves of `pos`, is played, and the move
/// words that follow it on the line (`rest`) are read by `read` and played
/// after it. The candidate with which the line plays furthest is the one
/// meant (`B-R4` fitting Ba4 and Bh4; `Td8` printed where rooks on a8
/// and f8 can both go, and only one of them lets the line's later moves
/// play); several that play as far leave the word ambiguous. Once only one candidate's line still plays, the rest is not
/// read: the choice is made, so that a game is read once more at most per
/// ambiguous word, usually a few moves.
///
/// A later ambiguous word goes on with each of its candidates (at most
/// [`SETTLE_LINES`] lines followed at once, each candidate keeping one),
/// and at most [`SETTLE_WORDS`] words are read.
pub fn settle<'w>(
    pos: &Position,
    candidates: &[Move],
    rest: impl IntoIterator<Item = &'w str>,
    mut read: impl FnMut(&'w str, &Position, &mut Vec<Move>) -> Step,
) -> Settled {
    // Each line: the candidate it started from, and its position.
    let mut lines: Vec<(usize, Position)> = candidates
        .iter()
        .enumerate()
        .map(|(i, mv)| {
            let mut p = *pos;
            p.play_unchecked(*mv);
            (i, p)
        })
        .collect();
    // The candidates whose lines still play.
    let alive = |lines: &[(usize, Position)]| {
        let mut seen: Vec<usize> = lines.iter().map(|(i, _)| *i).collect();
        seen.sort_unstable();
        seen.dedup();
        seen
    };
    let mut last_alive = alive(&lines);
    let mut moves = Vec::new();
    for word in rest.into_iter().take(SETTLE_WORDS) {
        if last_alive.len() <= 1 {
            break;
        }
        let mut next = Vec::with_capacity(lines.len());
        let mut mark = false;
        for (i, p) in &lines {
            moves.clear();
            if read(word, p, &mut moves) == Step::Mark {
                mark = true;
                break;
            }
            for mv in &moves {
                let mut q = *p;
                q.play_unchecked(*mv);
                next.push((*i, q));
            }
        }
        if mark {
            // A mark standing apart: no move, every line goes on.
            continue;
        }
        let now = alive(&next);
        if now.is_empty() {
            // Every line fails at this word: those that reached it tie.
            break;
        }
        // Lines past the limit are not followed, but no candidate's
        // every line is dropped: its first is kept.
        if next.len() > SETTLE_LINES {
            let mut kept: Vec<(usize, Position)> = Vec::with_capacity(SETTLE_LINES);
            for &c in &now {
                if let Some(line) = next.iter().find(|(i, _)| *i == c) {
                    kept.push(*line);
                }
            }
            for line in &next {
                if kept.len() >= SETTLE_LINES.max(now.len()) {
                    break;
                }
                if !kept.iter().any(|k| k.0 == line.0 && k.1 == line.1) {
                    kept.push(*line);
                }
            }
            next = kept;
        }
        lines = next;
        last_alive = now;
    }
    match last_alive.as_slice() {
        [one] => Settled::One(candidates[*one]),
        _ => Settled::Several,
    }
}

/// The check status a move gives, found by playing it.
#[must_use]
pub fn check_after(pos: &Position, mv: &Move) -> Check {
    let mut after = *pos;
    after.play_unchecked(*mv);
    check_status(&after)
}

/// The check status of a position just reached by a move.
#[must_use]
pub(crate) fn check_status(after: &Position) -> Check {
    if !after.is_check() {
        Check::None
    } else if !after.has_legal_moves() {
        Check::Mate
    } else if after.checkers().more_than_one() {
        Check::DoubleCheckOrMate
    } else {
        Check::Check
    }
}

/// Candidates for one reading.
fn candidates(reading: &Reading, pos: &Position, out: &mut MovesTo) {
    *out = match reading.syntax {
        MoveSyntax::Normal {
            role,
            from_file,
            from_rank,
            to,
            ..
        } => {
            pos.legal_moves_to_into(role, to, out);
            // A piece move that names no starting square keeps every
            // candidate (the common case: nothing to filter).
            if role == Role::Pawn || from_file.is_some() || from_rank.is_some() {
                keep(out, |m| {
                    let from = m.from().unwrap_or(to);
                    from_file.is_none_or(|f| from.file() == f)
                        && from_rank.is_none_or(|r| from.rank() == r)
                        // A pawn move without a starting file goes straight ahead.
                        && (role != Role::Pawn || from_file.is_some() || from.file() == to.file())
                });
            }
            return;
        }
        MoveSyntax::Squares { from, to, .. } => {
            let chess960 = pos.castles().is_chess960();
            let mut moves: MovesTo = pos
                .legal_moves_from(from)
                .into_iter()
                .take(forsyth_core::MAX_MOVES_TO)
                .collect();
            moves.retain(|m| match m {
                // UCI writes castling as the king's two-square step in
                // standard chess, and as king-takes-rook in Chess960 (which
                // some writers also use for standard chess).
                Move::Castle { rook, .. } => {
                    *rook == to || (!chess960 && m.destination() == Some(to))
                }
                _ => m.to() == Some(to),
            });
            moves
        }
        MoveSyntax::Castle { long } => {
            let mut moves: MovesTo = pos.legal_castling_moves().into_iter().collect();
            moves.retain(|m| {
                m.castling_side()
                    == Some(if long {
                        forsyth_core::CastlingSide::Queen
                    } else {
                        forsyth_core::CastlingSide::King
                    })
            });
            moves
        }
        MoveSyntax::Null => {
            let mut moves = MovesTo::new();
            if !pos.is_check() {
                moves.push(Move::Null);
            }
            moves
        }
    };
}

/// Keeps the moves of `moves` that `wanted` accepts, in order
/// ([`ArrayVec::retain`] without its guard against a panicking closure,
/// which moves that are `Copy` do not need).
#[inline]
fn keep(moves: &mut MovesTo, wanted: impl Fn(&Move) -> bool) {
    let mut kept = 0;
    for i in 0..moves.len() {
        let m = moves[i];
        if wanted(&m) {
            moves[kept] = m;
            kept += 1;
        }
    }
    moves.truncate(kept);
}

fn promotion_of(reading: &Reading) -> Option<Role> {
    match reading.syntax {
        MoveSyntax::Normal { promotion, .. } | MoveSyntax::Squares { promotion, .. } => promotion,
        _ => None,
    }
}

/// Resolves the readings of one move text in `pos`.
///
/// # Errors
/// [`ResolveError`] when no reading names exactly one legal move; the error
/// describes the first reading (the likeliest).
pub fn resolve(readings: &[Reading], pos: &Position) -> Result<Resolved, ResolveError> {
    let mut resolved = resolve_unplayed(readings, pos)?;
    if let Some(reading) = readings.get(resolved.reading)
        && let Some(warning) = check_mark_warning(reading, &after(pos, &resolved.mv))
    {
        resolved.warnings.insert(0, warning);
    }
    Ok(resolved)
}

/// The position after `mv`.
fn after(pos: &Position, mv: &Move) -> Position {
    let mut after = *pos;
    after.play_unchecked(*mv);
    after
}

/// What a reading's check or mate mark got wrong, given the position
/// `after` the move it names.
fn check_mark_warning(reading: &Reading, after: &Position) -> Option<ResolveWarning> {
    if reading.check == Check::None {
        return None;
    }
    let actual = check_status(after);
    (!check_mark_fits(reading.check, actual)).then_some(ResolveWarning::WrongCheckMark {
        written: reading.check,
        actual,
    })
}

/// [`resolve`] without looking at the check mark, which needs the move
/// played: for a caller who plays it anyway and then compares the mark
/// with [`check_status`].
pub(crate) fn resolve_unplayed(
    readings: &[Reading],
    pos: &Position,
) -> Result<Resolved, ResolveError> {
    // The common case first: a reading that names one legal move.
    let mut moves = MovesTo::new();
    for (index, reading) in readings.iter().enumerate() {
        if let Some(mv) = one_move(reading, pos, &mut moves) {
            return Ok(Resolved {
                mv,
                reading: index,
                warnings: warnings(reading, &mv),
            });
        }
    }
    unresolved(readings, pos)
}

/// The one legal move `reading` names in `pos`, if exactly one (`moves`
/// is scratch space).
#[inline]
pub(crate) fn one_move(reading: &Reading, pos: &Position, moves: &mut MovesTo) -> Option<Move> {
    match reading.syntax {
        MoveSyntax::Normal { .. } | MoveSyntax::Castle { .. } => straight_move(reading, pos),
        _ => {
            candidates(reading, pos, moves);
            (narrow_promotion(reading, moves) && moves.len() == 1).then(|| moves[0])
        }
    }
}

/// [`one_move`] for a move by piece and square or a castling, the only
/// readings of the fast reader (`MoveReader::read_fast`): found straight
/// from the position, with no list of candidates (`None` for any other
/// reading). The walker's fast path calls it with no scratch list, so that
/// the reading need not be kept in memory for a call.
#[inline(always)]
pub(crate) fn straight_move(reading: &Reading, pos: &Position) -> Option<Move> {
    match reading.syntax {
        MoveSyntax::Normal {
            role,
            from_file,
            from_rank,
            to,
            promotion,
            ..
        } => pos.san_move(role, to, from_file, from_rank, promotion),
        // Castling, the commonest move not of that form, without a list.
        MoveSyntax::Castle { long } => pos.castling_move(if long {
            forsyth_core::CastlingSide::Queen
        } else {
            forsyth_core::CastlingSide::King
        }),
        _ => None,
    }
}

/// The first of `readings` among whose candidates in `pos` is `mv`,
/// resolved as that move: an ambiguous word ([`ResolveError::Ambiguous`])
/// taken as the one of its moves [`settle`] chose.
pub(crate) fn resolve_as(readings: &[Reading], pos: &Position, mv: Move) -> Option<Resolved> {
    let mut moves = MovesTo::new();
    readings.iter().enumerate().find_map(|(index, reading)| {
        candidates(reading, pos, &mut moves);
        moves.contains(&mv).then(|| Resolved {
            mv,
            reading: index,
            warnings: warnings(reading, &mv),
        })
    })
}

/// [`resolve_unplayed`] when no reading named one legal move on first
/// sight: each reading again, to tell why.
#[cold]
#[inline(never)]
fn unresolved(readings: &[Reading], pos: &Position) -> Result<Resolved, ResolveError> {
    let mut first_error = None;
    let mut moves = MovesTo::new();
    for (index, reading) in readings.iter().enumerate() {
        candidates(reading, pos, &mut moves);
        if !narrow_promotion(reading, &mut moves) {
            first_error.get_or_insert(ResolveError::MissingPromotion);
            continue;
        }
        match moves.len() {
            1 => {
                let mv = moves[0];
                return Ok(Resolved {
                    mv,
                    reading: index,
                    warnings: warnings(reading, &mv),
                });
            }
            0 => {
                let role = match reading.syntax {
                    MoveSyntax::Normal { role, .. } => Some(role),
                    MoveSyntax::Castle { .. } => Some(Role::King),
                    MoveSyntax::Squares { from, .. } => pos.board().role_at(from),
                    MoveSyntax::Null => None,
                };
                let reason = why_illegal(pos, &attempt(reading));
                // The moves of the piece the text or the reason names (the
                // pawn on e2 of `e5`, the one knight of `Nbd2`): the note
                // says "this piece"; else of every piece of the move's
                // kind, which the note names ("Legal knight moves").
                let (alternatives, of_kind) = match (reading.syntax, reason.and_then(|r| r.mover()))
                {
                    (MoveSyntax::Squares { from, .. }, _) | (_, Some(from)) => {
                        (pos.legal_moves_from(from).to_vec(), false)
                    }
                    _ => (
                        role.map(|r| pos.legal_moves_of(r).to_vec())
                            .unwrap_or_default(),
                        true,
                    ),
                };
                first_error.get_or_insert(ResolveError::Illegal {
                    role,
                    alternatives,
                    reason,
                    of_kind,
                });
            }
            _ => {
                first_error.get_or_insert(ResolveError::Ambiguous {
                    candidates: moves.to_vec(),
                });
            }
        }
    }
    Err(first_error.unwrap_or(ResolveError::Illegal {
        role: None,
        alternatives: Vec::new(),
        reason: None,
        of_kind: false,
    }))
}

/// What a reading asks of the position, for [`why_illegal`]: a pawn move
/// that names no file goes straight ahead, as [`candidates`] has it.
#[must_use]
pub fn attempt(reading: &Reading) -> Attempt {
    match reading.syntax {
        MoveSyntax::Normal {
            role,
            from_file,
            from_rank,
            to,
            promotion,
            ..
        } => Attempt::Piece {
            role,
            origin: Origin {
                file: from_file.or((role == Role::Pawn).then_some(to.file())),
                rank: from_rank,
            },
            to,
            promotion,
        },
        MoveSyntax::Squares {
            from,
            to,
            promotion,
        } => Attempt::Squares {
            from,
            to,
            promotion,
        },
        MoveSyntax::Castle { long } => Attempt::Castle(if long {
            forsyth_core::CastlingSide::Queen
        } else {
            forsyth_core::CastlingSide::King
        }),
        MoveSyntax::Null => Attempt::Null,
    }
}

/// Whether a check mark written as `written` fits the check status
/// `actual` the move gives (`++` stands for double check or mate).
pub(crate) fn check_mark_fits(written: Check, actual: Check) -> bool {
    match written {
        Check::DoubleCheckOrMate => matches!(actual, Check::Mate | Check::DoubleCheckOrMate),
        Check::Check => matches!(actual, Check::Check | Check::DoubleCheckOrMate),
        written => written == actual,
    }
}

/// Whether a move written with a capture mark captures.
pub(crate) fn capture_mark_fits(reading: &Reading, mv: &Move) -> bool {
    !matches!(reading.syntax, MoveSyntax::Normal { capture: true, .. }) || mv.is_capture()
}

/// Keeps the candidates with the promotion piece written; `false` when
/// they promote and none is written.
fn narrow_promotion(reading: &Reading, moves: &mut MovesTo) -> bool {
    let promotion = promotion_of(reading);
    if moves.iter().any(|m| m.promotion().is_some()) {
        match promotion {
            Some(p) => moves.retain(|m| m.promotion() == Some(p)),
            None => return false,
        }
    } else if promotion.is_some() {
        moves.clear();
    }
    true
}

/// What `reading` got wrong about `mv`, the move it names, but its check mark.
fn warnings(reading: &Reading, mv: &Move) -> ArrayVec<ResolveWarning, 2> {
    let mut warnings = ArrayVec::new();
    if !capture_mark_fits(reading, mv) {
        warnings.push(ResolveWarning::WrongCaptureMark { written: true });
    }
    warnings
}

#[cfg(test)]
mod tests {
    use forsyth_core::Square;

    use super::*;
    use crate::{letters::Letters, word::read_move};

    fn res(text: &str, fen: &str) -> Result<Resolved, ResolveError> {
        let pos: Position = fen.parse().unwrap();
        resolve(&read_move(text, &Letters::english()).unwrap(), &pos)
    }

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn plain_moves() {
        let r = res("Nf3", START).unwrap();
        assert_eq!(r.mv.from(), Some(Square::G1));
        assert!(r.warnings.is_empty());
        assert_eq!(res("e4", START).unwrap().mv.to(), Some(Square::E4));
        assert_eq!(res("e2e4", START).unwrap().mv.to(), Some(Square::E4));
        assert_eq!(res("g1-f3", START).unwrap().mv.to(), Some(Square::F3));
    }

    #[test]
    fn illegal_and_ambiguous() {
        match res("Nd4", START) {
            Err(ResolveError::Illegal {
                role: Some(Role::Knight),
                alternatives,
                reason,
                ..
            }) => {
                assert_eq!(alternatives.len(), 4);
                assert_eq!(
                    reason,
                    Some(IllegalReason::Unreachable {
                        role: Role::Knight,
                        from: None,
                        to: Square::D4
                    })
                );
            }
            other => panic!("{other:?}"),
        }
        // Knights on c1 and g1 can both go to e2.
        let fen = "4k3/8/8/8/8/8/8/2N1K1N1 w - - 0 1";
        assert!(
            matches!(res("Ne2", fen), Err(ResolveError::Ambiguous { candidates }) if candidates.len() == 2)
        );
        assert_eq!(res("Nge2", fen).unwrap().mv.from(), Some(Square::G1));
        // Over-disambiguation is accepted.
        assert_eq!(res("Ng1e2", fen).unwrap().mv.from(), Some(Square::G1));
    }

    /// The note of an illegal move lists the moves of the piece its reason
    /// names ("the pawn on e2 cannot move to e5": e3 and e4, not every
    /// pawn's), and of every piece of its kind when no one is named.
    #[test]
    fn alternatives_are_the_named_pieces() {
        let alternatives = |text: &str, fen: &str| -> Vec<String> {
            match res(text, fen) {
                Err(ResolveError::Illegal {
                    alternatives,
                    reason,
                    ..
                }) => {
                    let named = reason.and_then(|r| r.mover());
                    assert!(
                        alternatives
                            .iter()
                            .all(|m| named.is_none() || m.from() == named),
                        "{text}: {alternatives:?}"
                    );
                    let mut moves: Vec<String> = alternatives
                        .iter()
                        .map(|m| m.to_uci(false).to_string())
                        .collect();
                    moves.sort();
                    moves
                }
                other => panic!("{text}: {other:?}"),
            }
        };
        assert_eq!(alternatives("e5", START), ["e2e3", "e2e4"]);
        // Blocked by its own knight (5. c4 of the French of the fixture
        // `illegal-moves.pgn`): that pawn has no move, whatever the others.
        let french = "rn1qkb1r/pbpp1ppp/1p2p2B/8/3PP3/P1N5/1PP2PPP/R2QKBNR w KQkq - 0 5";
        assert!(alternatives("c4", french).is_empty());
        // A knight named by its file: that knight's moves.
        assert_eq!(alternatives("Nbd4", START), ["b1a3", "b1c3"]);
        // No knight reaches d4 and none is named: both knights' moves.
        assert_eq!(alternatives("Nd4", START).len(), 4);
        // Castling through the bishop: the king's moves (none).
        assert!(alternatives("O-O", START).is_empty());
    }

    #[test]
    fn castling_and_uci_castling() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        for text in ["O-O", "0-0", "e1g1", "e1h1"] {
            assert!(
                matches!(res(text, fen).unwrap().mv, Move::Castle { rook, .. } if rook == Square::H1),
                "{text}"
            );
        }
        assert!(
            matches!(res("O-O-O", fen).unwrap().mv, Move::Castle { rook, .. } if rook == Square::A1)
        );
    }

    #[test]
    fn promotions_and_marks() {
        let fen = "7k/4P3/8/8/8/8/8/4K3 w - - 0 1";
        assert_eq!(res("e8=Q", fen).unwrap().mv.promotion(), Some(Role::Queen));
        assert_eq!(res("e8N", fen).unwrap().mv.promotion(), Some(Role::Knight));
        assert_eq!(res("e8", fen), Err(ResolveError::MissingPromotion));
        // e8=Q+ is check: right mark. e8=Q# is not mate: a warning.
        assert!(res("e8=Q+", fen).unwrap().warnings.is_empty());
        assert_eq!(
            res("e8=Q#", fen).unwrap().warnings[0],
            ResolveWarning::WrongCheckMark {
                written: Check::Mate,
                actual: Check::Check
            }
        );
    }

    #[test]
    fn en_passant() {
        let fen = "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3";
        assert!(res("exf6", fen).unwrap().mv.is_en_passant());
        assert!(res("exf6 e.p.", fen).unwrap().mv.is_en_passant());
        assert!(res("exd6", fen).is_err());
    }
}
