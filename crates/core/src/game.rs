//! A game in progress: the current position and the history needed for the
//! repetition rules.

use crate::{
    moves::Move,
    position::{IllegalMove, Position, Status},
    zobrist,
};

/// What the rules say about a game at its current position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    /// As [`Position::status`] says (checkmate, stalemate, …).
    Position(Status),
    /// The position has occurred five times: drawn automatically.
    FivefoldRepetition,
    /// The position has occurred three times: either player may claim a draw.
    ThreefoldRepetitionClaimable,
}

/// The current position of a game and the hashes of the positions before it.
#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    hash: u64,
    /// Hashes of earlier positions, oldest first.
    history: Vec<u64>,
}

impl Game {
    #[must_use]
    pub fn new(start: Position) -> Game {
        Game {
            hash: zobrist::hash(&start),
            position: start,
            history: Vec::new(),
        }
    }

    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// The Zobrist hash of the current position, kept up to date move by move.
    #[must_use]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// Plays a legal move.
    ///
    /// # Errors
    /// [`IllegalMove`] if `m` is not legal here (the game is unchanged).
    pub fn play(&mut self, m: Move) -> Result<(), IllegalMove> {
        if m == Move::Null {
            if self.position.is_check() {
                return Err(IllegalMove(m));
            }
        } else if !self.position.is_legal(&m) {
            return Err(IllegalMove(m));
        }
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays a move known to be legal.
    pub fn play_unchecked(&mut self, m: Move) {
        self.history.push(self.hash);
        self.hash = zobrist::play(&mut self.position, m, self.hash);
    }

    /// How many times the current position has occurred, this time included.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        // Only positions since the last capture or pawn move can repeat, and
        // only every second one has the same side to move.
        let window = (self.position.halfmoves() as usize).min(self.history.len());
        1 + self.history[self.history.len() - window..]
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .filter(|&&h| h == self.hash)
            .count()
    }

    /// The game's status, repetitions included.
    #[must_use]
    pub fn status(&self) -> GameStatus {
        let status = self.position.status();
        if matches!(status, Status::Checkmate { .. } | Status::Stalemate) {
            return GameStatus::Position(status);
        }
        match self.repetitions() {
            5.. => GameStatus::FivefoldRepetition,
            3.. if status == Status::Ongoing || status == Status::FiftyMovesClaimable => {
                GameStatus::ThreefoldRepetitionClaimable
            }
            _ => GameStatus::Position(status),
        }
    }
}
