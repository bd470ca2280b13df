### User-facing messages of forsyth (de): diagnostics, commands, labels.
### Notation letters and words live in notation.ftl next to this file.
### Every message here must also exist, with the same id, in locales/en/messages.ftl.
###
### Terms: Zug (move), Halbzug (ply), am Zug (to move), Schach, matt, Patt,
### remis, Rochade / Rochaderecht, en passant, Reihe (rank), Linie (file),
### Feld (square), Stein (any piece, pawns included), Umwandlung (promotion),
### Variante (variation). A FEN's six parts are "Teile", not "Felder", which
### would read as squares. Quotation marks „…“. Messages after "Spalte 28: "
### and "Anmerkung: " start in lower case unless with a noun.

## FEN fields

fen-field =
    { $field ->
        [board] Figurenstellung
        [turn] Zugrecht
        [castling] Rochaderechte
        [en-passant] En-passant-Feld
        [halfmoves] Halbzugzähler
       *[fullmoves] Zugnummer
    }

## FEN errors

fen-error-empty = die FEN ist leer
fen-error-field-count = eine FEN besteht aus 6 durch Leerzeichen getrennten Teilen, diese hat { $found }
fen-error-separator = die Teile werden durch genau ein Leerzeichen getrennt
fen-error-rank-count =
    die Figurenstellung hat { $found ->
        [one] { $found } Reihe
       *[other] { $found } Reihen
    }, nicht 8
fen-error-rank-length =
    Reihe { $rank } beschreibt { $squares ->
        [one] { $squares } Feld
       *[other] { $squares } Felder
    }, nicht 8
fen-error-bad-placement-char = „{ $char }“ ist weder ein Figurenbuchstabe (PNBRQK, pnbrqk) noch eine Ziffer 1–8 noch „/“
fen-error-consecutive-digits = zwei Ziffern hintereinander: Leere Felder werden mit einer einzigen Ziffer gezählt
fen-error-bad-turn = das Zugrecht muss „w“ oder „b“ sein
fen-error-bad-castling-char = „{ $char }“ ist kein Rochaderecht (KQkq, ein Linienbuchstabe A–H/a–h oder „-“)
fen-error-duplicate-castling = das Rochaderecht „{ $char }“ kommt zweimal vor
fen-error-castling-order = Rochaderechte müssen in der Reihenfolge KQkq stehen
fen-error-castling-no-king =
    Rochaderecht { $char }, aber der { $color ->
        [white] weiße
       *[black] schwarze
    } König steht nicht auf { $square }
fen-error-castling-no-rook =
    Rochaderecht { $char }, aber auf { $square } steht kein { $color ->
        [white] weißer
       *[black] schwarzer
    } Turm
fen-error-bad-ep-square = das En-passant-Feld muss „-“ oder ein Feld auf der 3. oder 6. Reihe sein
fen-error-bad-halfmoves = der Halbzugzähler muss eine Zahl sein (0 oder mehr)
fen-error-bad-fullmoves = die Zugnummer muss eine ganze Zahl sein (1 oder mehr)
fen-error-non-ascii = „{ $char }“ ({ $codepoint }) ist in einer FEN nicht erlaubt
fen-error-non-ascii-dash = „{ $char }“ ({ $codepoint }) ist in einer FEN nicht erlaubt; bitte „-“ schreiben

## Position errors

position-error-missing-king =
    es gibt keinen { $color ->
        [white] weißen
       *[black] schwarzen
    } König
position-error-too-many-kings =
    ein zweiter { $color ->
        [white] weißer
       *[black] schwarzer
    } König steht auf { $square }
position-error-pawn-on-back-rank = ein Bauer auf { $square }: Bauern können nicht auf der ersten oder achten Reihe stehen
position-error-too-many-pieces =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat mehr als 16 Steine
position-error-too-many-pawns =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat mehr als 8 Bauern
position-error-opposite-check =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } ist nicht am Zug, steht aber im Schach (durch die Figur auf { $checker })
position-error-impossible-check = die Seite am Zug steht in einem Schach, das kein regelgemäßer Zug gegeben haben kann
position-error-castling-without-king =
    Rochaderecht { $char }, aber der { $color ->
        [white] weiße
       *[black] schwarze
    } König steht nicht auf seinem Ausgangsfeld
position-error-castling-without-rook =
    Rochaderecht, aber auf { $square } steht kein { $color ->
        [white] weißer
       *[black] schwarzer
    } Turm
position-error-castling-rook-off-back-rank = Rochaderecht für { $square }, das auf keiner Grundreihe liegt
position-error-castling-duplicate =
    zwei Rochaderechte für den { $color ->
        [white] weißen
       *[black] schwarzen
    } König auf dem { $side ->
        [king] Königsflügel
       *[queen] Damenflügel
    }
position-error-ep-wrong-rank = das En-passant-Feld { $ep } liegt nicht auf der Reihe, die ein Bauer beim Doppelschritt überquert
position-error-ep-occupied = das En-passant-Feld { $ep } ist nicht leer
position-error-ep-no-pawn =
    En-passant-Feld { $ep }, aber auf { $pawn } steht kein { $color ->
        [white] weißer
       *[black] schwarzer
    } Bauer
position-error-ep-origin-occupied = En-passant-Feld { $ep }, aber { $origin }, woher der Bauer kam, ist nicht leer
position-error-ep-with-halfmoves = En-passant-Feld { $ep }, aber der Halbzugzähler ist { $halfmoves } statt 0: Ein Doppelschritt setzt ihn zurück
position-error-zero-fullmoves = die Zugnummer muss mindestens 1 sein

## Repairs

repair-defaulted =
    { $field ->
        [castling] Rochaderechte fehlen
       *[other] { fen-field } fehlt
    }: „{ $value }“ angenommen
repair-stripped-brackets = Klammern um die FEN entfernt
repair-dash = typografischer Strich als „-“ gelesen
repair-separators = Teile durch je ein Leerzeichen getrennt
repair-dropped-castling = Rochaderecht { $letter } gestrichen: König oder Turm nicht an seinem Platz
repair-dropped-ep-square = En-passant-Feld gestrichen: Kein Bauer hat es gerade mit einem Doppelschritt überquert
repair-reset-halfmoves = Halbzugzähler auf 0 gesetzt: Ein Doppelschritt setzt ihn zurück
repair-fullmoves-zero = Zugnummer 0 als 1 gelesen

## Severities

severity-error = Fehler
severity-warning = Warnung
severity-information = Info
severity-hint = Hinweis

## Diagnostics

diag-syntax = Syntaxfehler: { $detail }
diag-syntax-unterminated-comment = Dieser Kommentar wird nicht geschlossen: Es fehlt eine „{ "}" }“.
diag-syntax-unterminated-string = Diese Zeichenkette wird nicht geschlossen: Es fehlt das schließende Anführungszeichen (").
diag-syntax-unmatched-paren = Diese „)“ schließt keine Variante.
diag-syntax-unclosed-variation = Diese Variante wird nicht geschlossen: Es fehlt eine „)“.
diag-syntax-malformed-tag = Fehlerhaftes Tag: Ein Tag wird als [Name "Wert"] geschrieben.
diag-syntax-invalid-utf8 = Diese Bytes sind kein gültiges UTF-8.
diag-syntax-unexpected-character = Unerwartetes Zeichen „{ $text }“.
diag-syntax-variation-too-deep =
    Varianten sind tiefer als { $limit ->
        [one] eine Ebene
       *[other] { $limit } Ebenen
    } verschachtelt.
diag-syntax-duplicate-tag = Das Tag [{ $name }] kommt zweimal vor.
diag-syntax-missing-tag-value = Das Tag [{ $name }] hat keinen Wert.
diag-syntax-unexpected-token = Unerwartetes „{ $text }“ außerhalb eines Tag-Paars.
diag-syntax-nag-out-of-range = Die Anmerkung { $text } liegt außerhalb des Bereichs: NAGs reichen von $0 bis $255.
diag-syntax-unescaped-quote = Anführungszeichen in einem Tag-Wert ohne Backslash davor: Der Wert wird bis zum Anführungszeichen vor der „]“ gelesen. Innerhalb eines Werts schreibt man ein Anführungszeichen als \".
diag-syntax-stray-backslash = Dieser Backslash steht vor dem schließenden Anführungszeichen: Er wird als Teil des Werts gelesen, den das Anführungszeichen schließt. Innerhalb eines Werts schreibt man einen Backslash als \\.

diag-malformed-move = Der Zug { $move } ist nicht lesbar.
diag-malformed-move-unknown-piece = Der Zug { $move } ist nicht lesbar: „{ $letter }“ ist kein Figurenbuchstabe (Sprache: { $language }).
diag-malformed-move-unexpected = Der Zug { $move } ist nicht lesbar: unerwartetes „{ $char }“.
diag-malformed-move-no-destination = Der Zug { $move } ist nicht lesbar: Das Zielfeld fehlt.
diag-malformed-move-capture-no-piece = Der Zug { $move } ist nicht lesbar: Vor dem Schlagzeichen '{ $letter }' fehlt die Figur (oder die Linie des Bauern).
diag-malformed-move-incomplete-origin = Der Zug { $move } ist nicht lesbar: Ein Bindestrich zwischen Feldern verlangt ein vollständiges Ausgangsfeld.
diag-malformed-move-missing-promotion = Der Zug { $move } ist nicht lesbar: Die Umwandlungsfigur fehlt.
diag-malformed-move-bad-promotion = Der Zug { $move } ist nicht lesbar: Ein Bauer kann sich nicht in „{ $letter }“ umwandeln.
diag-malformed-move-piece-cannot-promote = Der Zug { $move } ist nicht lesbar: Nur ein Bauer kann sich umwandeln.
diag-malformed-move-bad-castling = Der Zug { $move } ist nicht lesbar: So wird keine Rochade geschrieben.
diag-malformed-move-bad-numeric = Der Zug { $move } ist nicht lesbar: Ein numerischer Zug (ICCF) besteht aus vier Ziffern 1–8 und bei einer Umwandlung einer fünften 1–4.
diag-malformed-move-empty = Der Zug { $move } ist nicht lesbar: Er besteht nur aus Zeichen, ohne Zug.

diag-illegal-move =
    Regelwidriger Zug { $move }: { $color ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug; { $reason }.
diag-illegal-move-number-ahead = Regelwidriger Zug { $move }: seine Nummer { $found } steht für den { $white }. Zug von Weiß, aber davor fehlt der { $black }. Zug von Schwarz: Schwarz ist am Zug.
diag-illegal-move-alternatives =
    { $count ->
        [one] Der einzige mögliche Zug dieser Figur ist { $moves }.
       *[other] Mögliche Züge dieser Figur: { $moves }.
    }
diag-illegal-move-alternatives-kind =
    Mögliche Züge { $piece ->
        [pawn] der Bauern
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Türme
        [queen] der Damen
       *[king] des Königs
    }: { $moves }.
diag-illegal-move-no-alternatives =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } kann mit dieser Figur nicht ziehen.
diag-illegal-move-no-alternatives-kind =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } kann mit { $piece ->
        [pawn] keinem Bauern
        [knight] keinem Springer
        [bishop] keinem Läufer
        [rook] keinem Turm
        [queen] keiner Dame
       *[king] dem König nicht
    } ziehen.
## Warum ein Zug regelwidrig ist: ein Satzteil nach „Regelwidriger Zug Sf3:
## Weiß ist am Zug; “. $piece, $by, $by2: pawn, knight, bishop, rook, queen,
## king; Felder in den Buchstaben der Sprache der Partie.

illegal-no-piece =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } hat { $piece ->
        [pawn] keinen Bauern
        [knight] keinen Springer
        [bishop] keinen Läufer
        [rook] keinen Turm
        [queen] keine Dame
       *[king] keinen König
    } { $where ->
        [file] auf der { $origin }-Linie
        [rank] auf der { $origin }. Reihe
        [square] auf { $origin }
       *[any] mehr
    }
illegal-empty-square = auf { $from } steht kein Stein
illegal-opponents-piece =
    { $by ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $at } gehört { $color ->
        [white] Schwarz
       *[black] Weiß
    }
illegal-own-piece =
    auf { $at } steht schon { $by ->
        [queen] die
       *[other] der
    } { $color ->
        [white] weiße
       *[black] schwarze
    } { $by ->
        [pawn] Bauer
        [knight] Springer
        [bishop] Läufer
        [rook] Turm
        [queen] Dame
       *[king] König
    }
illegal-unreachable-one =
    { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $from } kann nicht nach { $to } ziehen
illegal-unreachable =
    { $piece ->
        [queen] { $color ->
            [white] keine weiße
           *[black] keine schwarze
        } Dame
       *[other] { $color ->
            [white] kein weißer
           *[black] kein schwarzer
        } { $piece ->
            [pawn] Bauer
            [knight] Springer
            [bishop] Läufer
            [rook] Turm
           *[other] König
        }
    } kann nach { $to } ziehen
illegal-blocked =
    { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $from } wird durch { $by ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at } blockiert
illegal-pawn-blocked =
    der Bauer auf { $from } kann { $by ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at } nicht geradeaus schlagen: Bauern schlagen schräg
illegal-pawn-capture-empty = der Bauer auf { $from } zieht nur zum Schlagen schräg, und { $to } ist leer
illegal-no-en-passant = kein Schlagen en passant: der Bauer auf { $pawn } hat nicht soeben einen Doppelschritt gemacht
illegal-no-promotion =
    { $piece ->
        [pawn] der Bauer auf { $from } erreicht auf { $to } nicht die letzte Reihe und kann sich nicht umwandeln
       *[other] { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $from } kann sich nicht umwandeln: das kann nur ein Bauer
    }
illegal-pinned =
    { $piece ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $from } ist durch { $by ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at } an den König auf { $king } gefesselt
illegal-in-check =
    der König steht durch { $by ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at } im Schach, und der Zug wehrt es nicht ab
illegal-double-check =
    der König steht durch { $by ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at } und { $by2 ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at2 } im Doppelschach: nur ein Königszug wehrt es ab
illegal-king-attacked =
    der König stünde auf { $to } im Schach durch { $by ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at }
illegal-castling-king-moved = die Rochade ist nicht mehr erlaubt: der König hat { $home } verlassen
illegal-castling-rook-moved =
    die { $side ->
        [king] kurze
       *[queen] lange
    } Rochade ist nicht mehr erlaubt: auf { $home } steht kein Turm
illegal-castling-right-lost =
    das Recht zur { $side ->
        [king] kurzen
       *[queen] langen
    } Rochade ist verloren: der König oder dieser Turm hat schon gezogen
illegal-castling-blocked =
    { $by ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $at } steht der { $side ->
        [king] kurzen
       *[queen] langen
    } Rochade im Weg
illegal-castling-in-check =
    der König steht durch { $by ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at } im Schach: aus dem Schach heraus darf er nicht rochieren
illegal-castling-through-check =
    der König zöge über das Feld { $square }, das { $by ->
        [pawn] der Bauer
        [knight] der Springer
        [bishop] der Läufer
        [rook] der Turm
        [queen] die Dame
       *[king] der König
    } auf { $at } angreift
illegal-castling-into-check =
    der König käme auf { $square } ins Schach durch { $by ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at }
illegal-pass-in-check =
    der König steht durch { $by ->
        [pawn] den Bauern
        [knight] den Springer
        [bishop] den Läufer
        [rook] den Turm
        [queen] die Dame
       *[king] den König
    } auf { $at } im Schach: wer im Schach steht, kann nicht passen
illegal-unexplained = kein regelgemäßer Zug passt dazu

diag-ambiguous-move =
    Mehrdeutiger Zug { $move }: { $count ->
        [one] Eine Figur kann ihn ausführen
       *[other] { $count } Figuren können ihn ausführen
    }.
diag-ambiguous-move-candidates = Infrage kommen: { $moves }.
diag-ambiguous-settled = { $move } passt auf mehrere regelgemäße Züge ({ $moves }), doch nur mit { $chosen } lässt sich die Partie weiterspielen: { $chosen } wird gespielt.
# $count: how many more findings of the same kind the game has (always more than one).
diag-more-like-this = { $count } weitere Befunde dieser Art in dieser Partie werden nicht gezeigt.
diag-missing-promotion = Mit { $move } erreicht der Bauer die letzte Reihe: Die Umwandlungsfigur muss angegeben werden.
diag-invalid-fen = Ungültige FEN: { $reason }.
diag-fen-repaired = FEN nach einer Reparatur gelesen: { $repair }.
diag-unsupported-variant = Diese Partie folgt anderen Regeln ({ $variant }): Ihre Züge werden weder geprüft noch übersetzt.
# $limit: the largest game read, a number of $unit: gib, mib, kib or bytes.
diag-game-too-large = Diese Partie ist länger als { $unit ->
        [gib] { $limit } GiB
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[bytes] { $limit } Byte
    } (oder hat eine so lange Zeile): Sie wird nicht gelesen, und eine Übersetzung übernimmt sie unverändert.
# --max-game-size (or the language server's maxGameSize) given something that is not a size. $value: as given.
game-size-not-a-size = „{ $value }“ ist keine Größe: bitte eine Zahl von Bytes angeben, allein oder mit Einheit (4096, 512KiB, 64MiB, 1G)
# The size is less than the smallest limit. $value: as given; $min: the smallest limit, in KiB.
game-size-too-small = { $value } ist weniger als { $min } KiB, die kleinste Grenze für eine Partie: mit einer kleineren blieben gewöhnliche Partien ungelesen
# The size is more than the largest limit. $value: as given; $max: the largest limit, in GiB.
game-size-too-large = { $value } ist mehr als { $max } GiB, die größte Grenze für eine Partie: eine Partie zu lesen braucht ein Vielfaches ihrer Größe an Speicher
diag-wrong-check-mark =
    { $written ->
        [none] Der Zug { $move } hat kein Schachzeichen
        [check] Der Zug { $move } ist als Schach markiert
        [double-check] Der Zug { $move } ist als Doppelschach markiert
       *[mate] Der Zug { $move } ist als matt markiert
    }, { $actual ->
        [none] gibt aber kein Schach
        [check] gibt aber Schach
        [double-check] gibt aber Doppelschach
       *[mate] setzt aber matt
    }.
diag-wrong-capture-mark = Das Schlagzeichen von { $move } passt nicht zum Zug.
diag-move-number = Die Zugnummer „{ $found }“ sollte „{ $expected }“ lauten.
diag-result-mismatch = Das Tag Result nennt { $tag }, die Partie endet aber mit { $movetext }.
diag-missing-result = Am Ende der Partie steht kein Ergebnis (1-0, 0-1, 1/2-1/2 oder *).
diag-homoglyph = In { $move } wird { $found } als { $meant } gelesen, dem es ähnlich sieht, hier und im Rest dieser Partie, wo es nicht mehr gemeldet wird.
diag-mixed-languages = Die Züge dieser Partie sind in mehr als einer Sprache geschrieben: { $languages }.
diag-unknown-language = Der Zug { $move } ist in keiner bekannten Sprache lesbar: „{ $letter }“ ist in keiner dieser Sprachen ein Figurenbuchstabe: { $languages }.

## Züge, wie Bücher und Zeitungen sie drucken (Hinweise: gelesen, nicht falsch)

# $move: das Wort, wie es gedruckt ist.
diag-printed-dash = Ein gedruckter Strich in { $move } wird als Bindestrich gelesen (ein Halbgeviert- oder Geviertstrich, ein Minuszeichen oder ein Strich zwischen den beiden Zügen eines Paars). Weitere in dieser Partie werden nicht gemeldet.
diag-printed-separator = Das „;“ oder „,“ nach { $move } wird wie gedruckt als Trennzeichen zwischen Zügen gelesen, nicht als Beginn eines Kommentars. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-pair = { $move } wird als zwei Züge gelesen, der von Weiß und der von Schwarz, als Paar mit einem Strich dazwischen gedruckt. Weitere Paare in dieser Partie werden nicht gemeldet.
diag-printed-glued-pair = { $move } wird als zwei Züge gelesen, der von Weiß und der von Schwarz, ohne etwas dazwischen gedruckt (ein verlorenes Leerzeichen, wie in einer aus einer Tabelle kopierten Seite). Weitere in dieser Partie werden nicht gemeldet.
diag-printed-number = { $move } wird als Zugnummer gelesen, die ohne Abstand vor ihrem Zug steht. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-number-period = { $move } wird als Zugnummer von Weiß gelesen, deren Punkt hinter dem Abstand steht, wie eine Seite in Schrift von rechts nach links eine Zugnummer setzt. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-mate = Das Wort für Matt in { $move } wird als Mattzeichen (#) gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-capture = Das Schlagzeichen in { $move } wird als x gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-star-capture = Der * zwischen den Feldern von { $move } ist sein Schlagzeichen, wie Problemdatenbanken es drucken, und wird als x gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-spaced-move = { $move } ist mit Leerzeichen zwischen seinen Buchstaben und Ziffern gedruckt, wie alte Bücher und Zeitungen Züge drucken, und wird als ein Zug gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-castling-apart = { $move } ist eine Rochade, bei der für jeden Bindestrich ein Leerzeichen steht, wie aus einem PDF übernommener Text sie druckt, und wird als Rochade gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-capture-after = { $move } ist mit dem Schlagzeichen nach dem Feld gedruckt, wie alte Bücher Schlagzüge drucken, und wird als Schlagzug gelesen, da der Zug dort eine Figur schlägt. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-spaced = { $move } ist mit Leerzeichen innerhalb des Zuges gedruckt, wie alte Bücher die beschreibende Notation drucken, und wird als ein Zug gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-files = { $move } ist ein Bauernschlag, gedruckt als seine zwei Linien, und wird als { $played } gelesen, der einzige Schlag eines Bauern von der ersten Linie auf die zweite. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-homoglyph = In { $move } ist { $found } ein Buchstabe einer anderen Schrift, der wie die Linie { $meant } aussieht, und wird als diese Linie gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-spaced-capture = Das abgesetzt gedruckte Schlagzeichen in { $move } wird als Schlag eines Zuges gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-letter = { $move } ist mit einem Linienbuchstaben gedruckt, wie Tastaturen ihn schreiben (ç für c), und wird mit dem Buchstaben der Linie gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-captured-piece = { $move } nennt die Figur, die geschlagen wird, wie Bücher es drucken, und wird als { $played } gelesen, das Schlagen dieser Figur. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-number-slash = { $move } wird als Zugnummer gelesen, mit einem Schrägstrich dahinter gedruckt, wie manche Seiten es drucken. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-left-out = { $move } steht, wo ein Zug nicht angegeben ist, wie manche Zeitschriften es drucken (5. —o— Bg4), und wird als ausgelassener Zug gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-number-paren = { $move } wird als Zugnummer gelesen, mit einer schließenden Klammer dahinter gedruckt, wie manche Seiten es drucken. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-lower-piece = { $move } ist mit einem kleinen Figurenbuchstaben gedruckt und wird als { $played } gelesen: als Bauernzug ist er nicht regelgemäß, oder die Partie lässt sich danach nicht bis zu ihrem Ende spielen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-ocr-digit = { $move } ist mit einem Buchstaben für die Ziffer der Reihe gedruckt (ein kleines l für 1, ó oder G für 6), wie aus Scans gelesener Text es schreibt, und wird als { $played } gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-ocr-check = { $move } ist mit einem kleinen f oder t für das Kreuz † des Schachgebots gedruckt, wie aus Scans gelesener Text es schreibt, und wird als { $played } gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-ocr-letter = In { $move } ist { $found } ein kyrillischer Buchstabe, den aus Scans gelesener Text für { $meant } schreibt, dem er ähnlich sieht (das Weichheitszeichen Ь für b, З für 3, б für 6), und wird als { $meant } gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-unmarked-capture = { $move } ist ein Schlagzug eines Bauern, ohne Schlagzeichen gedruckt, als seine Linie und das Feld, auf dem er schlägt, und wird als { $played } gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-two-readings = { $move } lässt sich auf zwei Arten lesen, beide regelgemäß bis zum Ende der Partie: { $moves } (wie gedruckt, ein Bauernzug / als die klein gedruckte Figur). Der erste wird gespielt; drucken Sie den Figurenbuchstaben groß, um den anderen zu wählen.
diag-printed-check-apart = In { $move } wird das Zeichen { $sign }, das vom Zug getrennt steht, als Schach- oder Mattzeichen des Zuges gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-dagger = In { $move } wird { $sign } als { $read } gelesen: ältere Bücher drucken das Kreuz † für Schach und das Doppelkreuz ‡ für Matt. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-move-broken = { $move } ist ein Zug, der am Strich oder Schlagzeichen über das Zeilenende getrennt ist, wie schmale Zeitungsspalten ihn drucken, und wird als ein Zug gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-dash-apart = { $move } ist ein Zug in langer Notation, der mit einem Leerzeichen neben seinem Strich gedruckt ist, und wird als ein Zug gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-ocr-space = { $move } ist mit einem Leerzeichen zwischen Linie und Reihe eines Feldes gedruckt, wie aus Scans gelesener Text es schreibt, und wird ohne das Leerzeichen gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-idea = In { $move } ist der Zug nach dem Zeichen für „mit der Idee“ die Drohung oder der Plan, den der Autor nennt: er wird als Kommentar gelesen und nicht gespielt. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-threat = In { $move } ist der Zug nach dem Wort für eine Drohung (mit den Zügen danach bis zum angedrohten Matt) die Drohung, die der Autor nennt: er wird als Kommentar gelesen und nicht gespielt. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-any-move = { $move } steht für „beliebiger Zug“ einer Figur (`~`): die Kurzschrift des Autors für eine Menge von Zügen, auf die dieselbe Antwort folgt, nicht für einen Zug. Er wird nicht gespielt, und der Rest seiner Zeile, der auf einen unbekannten Zug folgt, wird als Kommentar gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-prose = { $move } ist Text zwischen den Zügen (etwa „und“, „und jetzt“), kein Zug: er wird als Kommentar gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-restart = { $move } beginnt wieder bei einem früheren Zug von Schwarz, wie Problemspalten die Varianten einer Lösung nacheinander drucken, und wird als Variante zur dortigen Antwort von Schwarz gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-alternative = { $move } beginnt wieder bei einem früheren Zug von Weiß, wie Bücher die Abweichungen einer Eröffnung nacheinander drucken, und wird als Variante zum dortigen Zug von Weiß gelesen. Weitere in dieser Partie werden nicht gemeldet.
diag-printed-result = { $move } wird als das Ergebnis { $result } gelesen, wie gedruckt.
diag-printed-quotes = { $count ->
    [one] Ein Tag-Wert steht zwischen Anführungszeichen des Drucks statt zwischen denen von PGN ("); gelesen wird der Text dazwischen.
   *[other] { $count } Tag-Werte stehen zwischen Anführungszeichen des Drucks statt zwischen denen von PGN ("); gelesen wird jeweils der Text dazwischen.
}
diag-game-in-text = Eine Partie im Text: Sie beginnt hier und endet bei { $word }. Der Text um sie herum wird nicht gelesen.
diag-note-in-text = Text zwischen den Zügen dieser Partie, der selbst Züge enthält (eine Variante oder Züge in einem Satz), wird als Anmerkung gelesen, nicht als Züge, und die Partie geht danach weiter. Weitere Anmerkungen in dieser Partie werden nicht gemeldet.
# $fen: the position printed above the game, as FEN.
diag-set-up-in-text = Die Partie beginnt in der darüber abgedruckten Stellung, gelesen als { $fen }: Ihre Züge werden von dort aus nachgespielt, wie nach einem [FEN]-Tag.
diag-set-up-from-game = { $move } passt nicht zur Anfangsstellung: Die Zeile wird als Fortsetzung der darüber abgedruckten Partie gelesen, aus der Stellung ihrer Hauptvariante vor diesem Zug ({ $fen }), wo sich ihre Züge nachspielen lassen.
# $squares: the squares where they differ; $diagram: the board the diagram shows, as a FEN board; $board: the one the moves reach.
diag-printed-diagram-differs = Das hier abgedruckte Diagramm ist nicht die Stellung, die die Züge erreichen: Es weicht auf { $squares } ab (das Diagramm: { $diagram }; die Züge: { $board }). Ein Zug davor ist verdruckt oder falsch gelesen, oder das Diagramm gehört an eine andere Stelle. Die Partie geht mit ihren Zügen weiter.
# $written: the count printed, (white+black); $found: the list's.
diag-set-up-count = Die mit der Stellung über der Partie abgedruckte Steinzahl { $written } ist nicht die ihrer Liste, { $found } (Weiß zuerst): Liste oder Zahl sind verdruckt. Die Partie wird nach der Liste nachgespielt.
# $move: the game's first move, as printed.
diag-set-up-missing = Die Partie beginnt in einer Stellung, die über ihr nicht lesbar abgedruckt ist (als FEN, als Figurenliste oder als Diagramm im Text einer Schachschrift): Ihr erster Zug { $move } ist aus der Grundstellung nicht möglich. Geben Sie die Stellung als FEN oder als Figurenliste über den Zügen an (oder ein [FEN]-Tag).
# $moves: the two readings, each two moves, set apart by a slash.
diag-printed-ambiguous = { $move } lässt sich als zwei verschiedene Zugpaare lesen, beide regelgemäß: { $moves }. Das erste wird gespielt; die beiden Züge getrennt schreiben, um zu sagen, welches gemeint ist.
diag-two-readings = Die Züge lassen sich zweifach lesen, beide bis zum Ende legal: auf { $language } (so gelesen) und auf { $languages }. Sie trennen sich bei { $move }: { $moves }. Gib die Sprache der Partie an, um die andere Lesart zu wählen.

## The command line (forsyth): help texts

cli-about = Schachnotation in vielen Sprachen lesen, prüfen, anzeigen und übersetzen (PGN-Partien, FEN-Stellungen, Züge) und Züge zählen (Perft)
cli-after-help =
    Exit-Status: 0 Erfolg, 1 die Eingabe enthält Fehler, 2 falscher Aufruf.

    Die Meldungen erscheinen in der Sprache, die FORSYTH_UI_LANG nennt, sonst in der
    von LANGUAGE, LC_ALL, LC_MESSAGES oder LANG (Englisch, wenn keine davon bekannt
    ist). FORSYTH_LOCALES und --locales nennen Ordner mit weiteren Sprachen.

    Beispiele:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth check partien.pgn stellungen.fen
      forsyth board --lang el
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth perft 5
cli-perft-about = Die Endknoten des Baums der regelgemäßen Züge zählen (Perft), aufgeteilt nach dem ersten Zug
cli-perft-after-help =
    Gibt für jeden regelgemäßen Zug eine Zeile „<Zug>: <Anzahl>“ aus, sortiert nach dem
    Zug in UCI-Koordinaten, dann eine Leerzeile und zuletzt die Summe allein in der
    letzten Zeile. In Chess960-Stellungen wird die Rochade so geschrieben, als schlüge
    der König den eigenen Turm (e1h1 statt e1g1). Tiefe 0 zählt die Stellung selbst: 1.

    Von der Grundstellung aus wachsen die Zahlen pro Halbzug etwa um das
    Dreißigfache: Tiefe 7 dauert Sekunden, Tiefe 9 Stunden, Tiefe 10 Tage.
    Stellungen mit wenigen Zügen gehen viel tiefer: Eine Mattstellung ergibt in
    jeder Tiefe 0. Ein Baum, der zu breit zum Zählen ist, wird abgelehnt. Im
    Terminal zeigt ein Balken die fertigen ersten Züge; Strg+C bricht die Zählung
    ab, gibt die bis dahin gezählten ersten Züge mit ihrer als unvollständig
    markierten Summe aus und endet mit Status 130.

    Beispiele:
      forsyth perft 3
      forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
      forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
cli-perft-depth-help = Suchtiefe in Halbzügen, 0 bis { $max }
cli-perft-fen-help = Die Stellung, in Anführungszeichen oder als Letztes in der Zeile [Vorgabe: die Grundstellung]
cli-fen-about = Eine FEN prüfen und normalisiert ausgeben
cli-fen-after-help =
    Eine gültige FEN wird normalisiert auf der Standardausgabe ausgegeben. Eine
    ungültige wird auf der Standardfehlerausgabe gemeldet, mit der Spalte (in Zeichen),
    in der das Problem beginnt, der FEN und einer ^^^-Markierung unter dem Problem;
    der Exit-Status ist dann 1.

    Die FEN kann in Anführungszeichen stehen oder nicht: Mehrere Argumente werden mit
    je einem Leerzeichen verbunden.

    Mit --from SPRACHE wird die Stellung so gelesen, wie Problemkomponisten sie mit den
    Buchstaben dieser Sprache schreiben: die Figurenstellung allein oder mit weiteren
    Teilen, mit oder ohne Klammern, danach eine Steinzahl wie (5+1), die geprüft wird;
    fehlende Teile werden als „w - - 0 1“ angenommen. Mit --to SPRACHE wird die
    Figurenstellung in den Buchstaben dieser Sprache mit der Steinzahl ausgegeben, bei
    einer Sprache ohne Groß- und Kleinbuchstaben (Hebräisch) als Steinliste.

    Beispiele:
      forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
      forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --to de R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1
cli-fen-arg-help = Die FEN, in Anführungszeichen oder nicht; - liest eine Stellung je Zeile von der Standardeingabe
cli-lenient-help = Unvollständige oder unsaubere FEN annehmen; Anmerkungen auf der Standardfehlerausgabe sagen, was repariert wurde
cli-completions-about = Ein Vervollständigungsskript der Shell für forsyth ausgeben
cli-completions-after-help =
    Beispiele:
      forsyth completions bash > ~/.local/share/bash-completion/completions/forsyth
      forsyth completions zsh > ~/.zfunc/_forsyth
      forsyth completions fish > ~/.config/fish/completions/forsyth.fish
cli-completions-shell-help = Die Shell: bash, elvish, fish, powershell oder zsh
cli-man-about = Die Handbuchseite von forsyth ausgeben (roff), für man: forsyth man > forsyth.1
cli-hint-lenient = dem FEN fehlen Felder: --lenient liest es mit den üblichen Vorgaben (w - - 0 1)
# $line: a line number of standard input.
cli-stdin-line = Zeile { $line } der Standardeingabe:
cli-color-help = Farbe: auto, always oder never (auto: im Terminal, ohne NO_COLOR)
cli-languages-about = Die Sprachen auflisten, die forsyth liest und schreibt, mit ihren Buchstaben
# One line of forsyth languages. $complete: the share of this interface translated, in per cent.
cli-languages-row = { $tag }  { $name }: Figuren { $pieces }, Linien { $files }, Rochade { $castling }, Schlagen { $capture }; Meldungen { $complete } %
cli-quiet-help = Nur die Befunde ausgeben: keine Zusammenfassung
cli-summary-help = Mit einer Zusammenfassung auf der Standardfehlerausgabe enden, auch wenn sie kein Terminal ist
# The line check ends with on a terminal. $seconds: a decimal number.
cli-check-summary = { $files ->
        [one] 1 Datei
       *[other] { $files } Dateien
    }, { $games ->
        [one] 1 Partie
       *[other] { $games } Partien
    }, { $moves ->
        [one] 1 Zug
       *[other] { $moves } Züge
    }: { $errors ->
        [one] 1 Fehler
       *[other] { $errors } Fehler
    }, { $warnings ->
        [one] 1 Warnung
       *[other] { $warnings } Warnungen
    } ({ $seconds } s)
cli-output-help = Die Übersetzung in diese Datei schreiben (ganz geschrieben, dann an ihren Platz gesetzt) statt auf die Standardausgabe
cli-in-place-help = Jede Datei durch ihre Übersetzung ersetzen (daneben geschrieben, dann darüber umbenannt; ihre Kodierung bleibt)
cli-compressed-in-place = { $file } ist komprimiert: mit -o oder auf die Standardausgabe übersetzen
cli-no-game = { $file }: keine Partie gefunden
cli-no-game-copied = { $file }: keine Partie gefunden; der Text wird unverändert übernommen (mit seiner Sprache in --from werden die Züge übersetzt, die sein Text nennt)
cli-no-game-prose = { $file }: keine Partie gefunden; nur die Züge, die sein Text nennt, werden übersetzt
cli-spoken-in-place = --in-place würde die Partien durch ihre Züge in Worten ersetzen: schreiben Sie sie mit -o oder auf die Standardausgabe
cli-board-about = Eine Stellung als Diagramm zeigen, mit ihren regelgemäßen Zügen
cli-board-after-help =
    Zeichnet das Brett mit Schachsymbolen (Weiß ♔♕♖♗♘♙, Schwarz ♚♛♜♝♞♟), leere dunkle
    Felder als „·“, dann die Seite am Zug, die Rochaderechte, das En-passant-Feld,
    Schach, Matt oder Patt und die regelgemäßen Züge in UCI-Koordinaten.

    Mit --lang SPRACHE werden die Linien in dieser Sprache beschriftet (Griechisch α–θ),
    die Steine unter dem Diagramm in ihr aufgezählt und die regelgemäßen Züge in ihrer
    algebraischen Notation geschrieben; --letters zeichnet ihre Buchstaben statt der
    Schachsymbole.

    Auf dunklem Terminalhintergrund können die umrandeten „weißen“ Symbole dunkler
    wirken als die gefüllten „schwarzen“; --ascii zeigt stattdessen FEN-Buchstaben
    (groß Weiß, klein Schwarz), was auch zu Screenreadern und zu Schriften ohne
    Schachsymbole passt.

    Beispiele:
      forsyth board
      forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
      forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'
      forsyth board --lang el --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)'
cli-board-fen-help = Die Stellung, in Anführungszeichen oder nicht [Vorgabe: die Grundstellung]
cli-ascii-help = Nur ASCII: Buchstaben für die Steine und ein Rahmen aus +-|
cli-flip-help = Schwarz unten
cli-spoken-help = Die Stellung Stein für Stein in Worten vorlesen, in der Sprache von --lang oder sonst in Ihrer

## The command line: errors and notes

cli-depth-not-a-number = „{ $text }“ ist keine Tiefe: bitte eine ganze Zahl von 0 bis { $max } angeben
cli-depth-too-large = Tiefe { $depth } ist größer als die größte Tiefe, { $max }
# A tree too wide to count. $depth: as given; $limit: the most positions of one ply;
# $ply: the ply where there were more; $plies: the most plies counted depth-first.
cli-perft-too-wide = Tiefe { $depth } ist von dieser Stellung aus nicht zählbar: mehr als { $limit } verschiedene Stellungen im Halbzug { $ply } und noch mehr als { $plies } Halbzüge vor sich; ein solcher Baum hat mehr Blätter, als eine 128-Bit-Zahl fasst, oder braucht länger, als ein Rechner hält
# The last line after Ctrl-C. $count: the total of the first moves counted (a number
# or cli-perft-at-least); $done: how many first moves were counted; $total: how many there are.
cli-perft-incomplete = { $count } (unvollständig: { $done } von { $total } ersten Zügen vor Strg+C gezählt)
# After the bar of perft's progress: "7/20 first moves".
cli-perft-progress = erste Züge
# A count too large for 128 bits. $count: the largest 128-bit number.
cli-perft-at-least = mindestens { $count }
cli-note = Anmerkung
cli-at-column = Spalte { $column }: { $reason }
cli-write-failed = die Ausgabe kann nicht geschrieben werden: { $error }

## The command line: what `forsyth board` shows below the diagram

cli-fen-line = FEN: { $fen }
cli-side-to-move =
    { $color ->
        [white] Weiß am Zug
       *[black] Schwarz am Zug
    }
cli-castling = Rochaderechte: { $rights }
cli-castling-chess960 = Rochaderechte: { $rights } (Chess960)
cli-castling-none = keine
# l10n: same as English (the French term is German usage too: facts §4)
cli-en-passant = En passant: { $square }
cli-en-passant-no-capture = En passant: { $square } (kein Schlagen möglich)
cli-status = Stand: { $notes }
cli-status-in-progress = Stand: Die Partie läuft
cli-status-separator = { "; " }
cli-status-checkmate =
    matt, { $color ->
        [white] Weiß
       *[black] Schwarz
    } gewinnt
cli-status-stalemate = Patt, remis
cli-status-check =
    { $color ->
        [white] Weiß
       *[black] Schwarz
    } steht im Schach
cli-status-insufficient-material = remis: Keine Seite hat genug Material zum Mattsetzen
cli-status-seventy-five-moves = remis: 75 Züge ohne Schlagen und ohne Bauernzug
cli-status-fifty-moves-claimable = 50 Züge ohne Schlagen und ohne Bauernzug: Remis kann beansprucht werden
cli-legal-moves =
    { $count ->
        [one] Regelgemäßer Zug (1): { $moves }
       *[other] Regelgemäße Züge ({ $count }): { $moves }
    }
cli-legal-moves-none = Regelgemäße Züge: keine

## The command line: translate, check, languages

cli-locales-help = Ein Ordner mit weiteren Sprachen, ein Unterordner je Sprachkennung wie in locales/ (fügt Sprachen hinzu oder ersetzt Meldungen)
cli-translate-about = Die Züge von PGN-Partien in eine andere Sprache oder Notation übersetzen
cli-translate-after-help =
    Liest PGN oder reinen Zugtext aus DATEI (von der Standardeingabe, wenn DATEI „-“
    ist oder fehlt) und schreibt denselben Text auf die Standardausgabe, jeden Zug in
    der gewünschten Sprache. Tags, Kommentare, Zugnummern, Varianten, Ergebnisse
    und Leerraum werden Byte für Byte übernommen.

    Nur die Buchstaben eines Zuges ändern sich: Rochade mit Nullen (0-0), „:“ oder
    kein Schlagzeichen, Umwandlungen als e8D oder e8(D), gesetzte oder fehlende
    Schachzeichen, Nullzüge (--, Z0) und Züge in UCI oder langer Notation bleiben,
    wie sie geschrieben wurden. --style schreibt stattdessen jeden Zug in einer
    Notation neu (san: kurze algebraische Notation mit Schachzeichen, O-O, e8=D).

    Die Sprache der Züge wird für jede Partie ermittelt (--from auto) oder angegeben.
    Sprachen werden mit ihrer Kennung (de), ihrem eigenen Namen (Deutsch, Ελληνικά)
    oder englisch (German) angegeben.

    Ein regelwidriger, mehrdeutiger oder unlesbarer Zug wird auf der
    Standardfehlerausgabe als DATEI:ZEILE:SPALTE: Fehler[Code]: Meldung gemeldet
    (Spalten zählen Zeichen); der Rest dieser Partie wird unverändert übernommen, die
    folgenden Partien werden übersetzt, und der Exit-Status ist 1. Warnungen (ein
    falsches Schachzeichen, eine falsche Zugnummer) zeigt --warnings. Große Dateien
    zeigen auf einem Terminal einen Fortschrittsbalken.

    Eine Eingabe, die nicht in UTF-8 ist, wird in der Codepage gelesen, die ihre
    Buchstaben und Züge verraten (Windows-1252 oder eine griechische, hebräische,
    kyrillische oder mitteleuropäische; eine Warnung sagt welche), oder in der Kodierung von --encoding. Die Ausgabe ist in der
    Kodierung der Eingabe, sodass jedes Byte, das kein Zug ist, gleich bleibt, oder
    in der von --output-encoding.

    Beispiele:
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth translate --from el --to it --style fan problem.pgn
      forsyth translate --style uci < partien.pgn > partien-uci.pgn
cli-translate-file-help = Die PGN-Dateien und Ordner (ihre .pgn-Dateien, komprimiert oder nicht); „-“ oder nichts liest die Standardeingabe
cli-from-help = Die Sprache, in der die Züge geschrieben sind, oder „auto“, um sie für jede Partie zu ermitteln; descriptive-en oder descriptive-es für die beschreibende Notation (P-K4, P4R)
cli-to-help = Die Sprache, in der die Züge geschrieben werden
cli-style-help = Jeden Zug in einer Notation neu schreiben: san (kurz, mit Schachzeichen), lan (beide Felder), fan (Figurensymbole), uci oder iccf (Ziffern), oder die Züge in Worten sagen, eine Zugnummer je Zeile: spoken; ohne die Option ändern sich nur die Buchstaben; descriptive schreibt die beschreibende Notation (N-KB3) in der Sprache von --to, Englisch oder Spanisch
cli-spoken-files-help = Wie gesprochene Züge und Stellungen die Linien nennen: literate (die Buchstaben, buchstabiert), nato (alfa … hotel) oder anna (Anna … Hector, wie in den FIDE-Regeln für blinde Spieler)
cli-isolate-help = Jeden Zug in Bidi-Isolierzeichen (FSI … PDI) einschließen, für Züge in Text der anderen Schreibrichtung
cli-comments-help = Was eine Übersetzung mit den Zügen macht, die Kommentare und der Text um die Partien nennen: translate (ihre Figurenbuchstaben übersetzen, wie die der Züge) oder keep (Byte für Byte behalten)
cli-warnings-help = Auch Warnungen melden: falsche Schach- oder Schlagzeichen, Zugnummern, Ergebnisse
cli-check-about = PGN-Partien und FEN- oder EPD-Stellungen prüfen und jedes Problem dort melden, wo es steht
cli-check-after-help =
    Dateien mit der Endung .fen oder .epd enthalten eine Stellung je Zeile
    (EPD-Operationen sind erlaubt); jede andere Datei und „-“ für die Standardeingabe
    wird als PGN gelesen, Partie für Partie. Jedes Problem wird auf der
    Standardausgabe gemeldet: mit --format text wie von einem Compiler, mit der Zeile
    und dem unterstrichenen Problem; mit --format json als ein Objekt je Zeile mit den
    Schlüsseln file, line, column, end_line, end_column, severity, code und message
    (Zeilen und Spalten ab 1, Spalten zählen Zeichen).

    Exit-Status: 0 keine Fehler (Warnungen sind erlaubt), 1 Fehler gefunden, 2 eine
    Datei war nicht lesbar (die anderen werden trotzdem geprüft).

    Dateien, die nicht in UTF-8 sind, werden in der Codepage gelesen, die ihre
    Buchstaben und Züge verraten (Windows-1252 oder eine griechische, hebräische,
    kyrillische oder mitteleuropäische; eine Warnung sagt welche), oder in der Kodierung von --encoding; Zeilen und Spalten sind die des
    dekodierten Textes.

    Beispiele:
      forsyth check tests/data/pgn/lichess-100.pgn
      forsyth check --lang el --format json probleme.pgn
      forsyth check stellungen.fen testsuite.epd
cli-check-files-help = Die zu prüfenden Dateien und Ordner (ihre .pgn-, .fen- und .epd-Dateien, komprimiert oder nicht): .fen- und .epd-Dateien enthalten Stellungen, alle anderen PGN; „-“ liest PGN von der Standardeingabe
cli-format-help = text: wie ein Compiler, mit der Zeile und dem unterstrichenen Problem; json: ein Objekt je Zeile
cli-strict-help = Jede Warnung als Fehler melden (für Verlage, die saubere Dateien wollen): reparierte FENs und Tags, falsche Zeichen und Zugnummern, Partien nach anderen Regeln
cli-forsyth-from-help = Die Stellung so lesen, wie Problemkomponisten sie mit den Buchstaben dieser Sprache schreiben (Deutsch (T7/4k3/…) (5+1)): Klammern, weitere Teile und eine Steinzahl, die geprüft wird
cli-forsyth-to-help = Die Figurenstellung in den Forsyth-Buchstaben dieser Sprache mit der Steinzahl ausgeben, oder als Steinliste bei einer Sprache ohne Groß- und Kleinbuchstaben (Hebräisch)
cli-board-lang-help = Linien, Steine und regelgemäße Züge in dieser Sprache zeigen
cli-letters-help = Die Steine mit den Buchstaben der Sprache statt mit Schachsymbolen zeichnen
cli-unknown-language = unbekannte Sprache „{ $name }“; bekannte Sprachen: { $languages }
# $name: die Sprache wie angegeben; $languages: die mit beschreibender Notation.
cli-no-descriptive = { $name } hat keine beschreibende Notation; beschreibende Notation wird gelesen und geschrieben in { $languages }
cli-cannot-read = { $name } kann nicht gelesen werden: { $error }
cli-letters-no-case = { $language } hat keine Groß- und Kleinbuchstaben: Die Steine werden als Schachsymbole gezeigt
cli-letters-multi = { $language } schreibt einen Stein mit mehr als einem Buchstaben ({ $letter }), ein Brett kann also nicht einen Buchstaben je Stein zeigen: Die Steine werden als Schachsymbole gezeigt

## Die Befehlszeile: Kodierungen
## ($encoding: der Name einer Kodierung, windows-1252; $place: DATEI:ZEILE:SPALTE,
## eine Stelle im dekodierten Text, die Spalte in Zeichen)

cli-encoding-help = Die Kodierung der Eingabe: eine Bezeichnung des WHATWG-Encoding-Standards (utf-8, windows-1252 oder latin1, iso-8859-7, windows-1255, koi8-r, cp866, utf-16le …) oder cp437. Ohne sie entscheidet eine Bytereihenfolge-Marke (BOM), sonst die Bytes: UTF-8 oder, mit einer Warnung, die Codepage, die ihre Buchstaben und Züge verraten (windows-1252, -1253, -1255, -1251, -1250 …)
# Help of --max-game-size (translate and check).
cli-max-game-size-help = Die längste gelesene Partie (oder Zeile), in Bytes oder mit Einheit: 4096, 512KiB, 64MiB (Vorgabe), 1G; eine längere wird gemeldet (game-too-large), nicht gelesen und von translate unverändert übernommen
cli-output-encoding-help = Die Kodierung der Ausgabe (eine Bezeichnung wie bei --encoding): ohne Angabe die der Eingabe, sodass jedes Byte, das kein Zug ist, gleich bleibt; utf-8 schreibt UTF-8
cli-encoding-unknown = unbekannte Kodierung „{ $label }“: bitte eine Bezeichnung des WHATWG-Encoding-Standards angeben, etwa utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, koi8-r, cp866, utf-16le, oder cp437
cli-encoding-guessed = { $place }: Die Datei ist nicht in UTF-8; sie wird als { $encoding } gelesen (--encoding gibt eine andere Kodierung an)
cli-encoding-stray = { $place }: Bytes, die kein UTF-8 sind, in einer UTF-8-Datei; sie werden hier und im Weiteren als Zeichen von { $encoding } gelesen (--encoding gibt die Kodierung der ganzen Datei an)
cli-encoding-malformed = { $place }: Bytes, die in { $encoding } nicht vorkommen; jedes wird als U+FFFD (�) gelesen
cli-encoding-unwritable-moves = { $encoding } kann die Züge in { $language } nicht schreiben ({ $chars }): bitte --output-encoding utf-8 angeben
cli-encoding-output-utf8 = { $encoding } kann die Züge in { $language } nicht schreiben ({ $chars }): Die Übersetzung wird in UTF-8 geschrieben (--output-encoding nennt eine andere Kodierung)
cli-encoding-unwritable = Zeile { $line } der Ausgabe: { $encoding } kann „{ $char }“ ({ $codepoint }) nicht schreiben; die Übersetzung endet dort: bitte --output-encoding utf-8 angeben

## The command line: positions in a language's Forsyth letters

cli-forsyth-empty = es gibt keine Figurenstellung
cli-forsyth-no-letter-case = { $language } hat keine Forsyth-Buchstaben in Groß- und Kleinschreibung: bitte eine Steinliste schreiben
cli-forsyth-unclosed-bracket = „{ $char }“ wird nie geschlossen
cli-forsyth-unknown-letter = „{ $char }“ ({ $codepoint }) ist kein Forsyth-Buchstabe von { $language }, keine Ziffer 1–8 und kein „/“
cli-forsyth-unknown-letter-looks-like = „{ $char }“ ({ $codepoint }) ist kein Forsyth-Buchstabe von { $language }, keine Ziffer 1–8 und kein „/“; gemeint ist wohl { $meant }, das genauso aussieht
cli-forsyth-too-many-fields = eine FEN hat höchstens 6 Teile, diese hat { $found }; eine Steinzahl steht in Klammern
cli-forsyth-bad-unit-count = eine Steinzahl wird (weiß+schwarz) geschrieben, etwa (5+1)
cli-forsyth-unit-count-mismatch = die Steinzahl lautet { $text }, aber auf dem Brett stehen { $expected }

## Die Befehlszeile: Aufruffehler (die Teile, die clap findet)

cli-usage-unknown-argument = unerwartetes Argument „{ $arg }“
cli-usage-invalid-value = ungültiger Wert „{ $value }“ für „{ $arg }“
cli-usage-invalid-value-choices = ungültiger Wert „{ $value }“ für „{ $arg }“; mögliche Werte sind { $values }
cli-usage-invalid-value-reason = ungültiger Wert „{ $value }“ für „{ $arg }“: { $reason }
cli-usage-value-required = „{ $arg }“ braucht einen Wert, es wurde aber keiner angegeben
cli-usage-missing-arguments = erforderliche Argumente fehlen: { $args }
cli-usage-unknown-command = unbekannter Befehl „{ $command }“
cli-usage-missing-command = „{ $command }“ braucht einen Befehl: { $commands }
cli-usage-no-equals = bei „{ $arg }“ muss der Wert nach einem Gleichheitszeichen stehen ({ $arg }=…)
cli-usage-too-many-values = unerwarteter Wert „{ $value }“ für „{ $arg }“: es nimmt keine weiteren Werte
cli-usage-too-few-values = „{ $arg }“ nimmt mindestens { $min } Werte; angegeben: { $actual }
cli-usage-wrong-number-of-values = „{ $arg }“ nimmt { $expected } Werte; angegeben: { $actual }
cli-usage-conflict = „{ $arg }“ kann nicht zusammen mit { $other } verwendet werden
cli-usage-conflict-any = „{ $arg }“ kann nicht zusammen mit den anderen angegebenen Argumenten verwendet werden
cli-usage-repeated = „{ $arg }“ darf nur einmal angegeben werden
cli-usage-tip = Tipp
cli-usage-did-you-mean = meinten Sie { $names }?
cli-usage-tip-escape = um „{ $value }“ als Wert zu übergeben, schreiben Sie „{ $example }“
cli-usage-tip-remove-dashes = um den Befehl „{ $command }“ auszuführen, entfernen Sie das „--“ davor
cli-usage-more-information = Weitere Informationen mit „{ $help }“.

## Die Befehlszeile: die Wörter von --help um unsere Hilfetexte
## (Überschriften ohne Doppelpunkt: das Programm fügt ihn an)

cli-help-usage = Aufruf
cli-help-commands = Befehle
cli-help-arguments = Argumente
cli-help-options = Optionen
cli-help-help = Hilfe anzeigen
cli-help-version = Version anzeigen
cli-help-command-about = Diese Hilfe oder die Hilfe des angegebenen Befehls anzeigen
cli-help-command-arg = Der Befehl, der erklärt werden soll

## The language server: hovers, code actions, errors
## (messages about the text itself are the diag-* messages above)

# $move: the move with its number, in the file's language ("3. Rf7#").
lsp-hover-after-move = Nach { $move }
# $color: whose move it is.
lsp-hover-to-move =
    { $color ->
        [white] Weiß am Zug
       *[black] Schwarz am Zug
    }
# $fen: the position's FEN, all six fields.
lsp-hover-fen = FEN: { $fen }
# A NAG or glyph: $glyph as written ("$14", "⩲"), $number its NAG number.
lsp-hover-nag = { $glyph } (NAG { $number })
lsp-hover-read-in = Die Züge lesen sich in diesen Sprachen gleich: { $languages }
lsp-hover-printed = { $word } ist gedruckt, wie Bücher und Zeitungen Züge drucken, und wird gelesen als { $read }
lsp-hover-printed-nothing = { $word } ist ein Druckzeichen zwischen Zügen und steht für keinen Zug
# The titles of code actions. $language: the language's own name (Deutsch).
lsp-action-translate-game = Partie in { $language } übersetzen
lsp-action-translate-file = Datei in { $language } übersetzen
lsp-action-figurines = Mit Figurensymbolen schreiben
lsp-action-standard-pgn = Als Standard-PGN schreiben
lsp-action-standard-pgn-selection = Auswahl als Standard-PGN schreiben
# $move: the legal move to write instead.
lsp-action-fix = In { $move } ändern
# The titles of the fixes of findings (quick fixes in an editor).
fix-fullmoves-one = Zugnummer auf 1 setzen
fix-halfmoves-zero = Halbzugzähler auf 0 setzen
fix-drop-castling = Rochaderecht { $letter } streichen
fix-drop-ep-square = En-passant-Feld { $square } streichen
fix-add-fields = Fehlende Felder ergänzen: { $values }
fix-dash = „-“ statt „{ $dash }“ schreiben
fix-strip-brackets = Klammern um die FEN entfernen
fix-separators = Teile durch je ein Leerzeichen trennen
fix-escape-quotes = Anführungszeichen im Wert als \" schreiben
fix-escape-backslash = Den Backslash als \\ schreiben
fix-printed-result = Das Ergebnis als { $result } schreiben
fix-printed-quotes = Die Tag-Werte zwischen die Anführungszeichen von PGN setzen
fix-renumber = Die Züge ab { $expected } neu nummerieren
# $name: what the user typed as the new name.
lsp-rename-not-a-language = „{ $name }“ ist weder eine Sprache noch dieser Zug in einer anderen Sprache
# $name: as given.
lsp-unknown-language = „{ $name }“ ist keine Sprache, die ich kenne
# $command: the command's name.
lsp-bad-arguments = Die Argumente von { $command } fehlen oder sind fehlerhaft
lsp-unknown-command = Unbekannter Befehl { $command }

# $name: the compressed file's name (games.pgn.gz), or the address asked for; $reason: why, in English; $number: a size in MiB.
lsp-read-only = { $name } ist eine komprimierte Datei, entpackt und schreibgeschützt angezeigt: zum Ändern zuerst entpacken
lsp-decompress-failed = { $name } kann nicht gelesen werden: { $reason }
lsp-decompressed-too-large = { $name } ist entpackt größer als { $number } MiB: zu groß zum Anzeigen
lsp-not-a-compressed-file-address = { $name } ist keine forsyth-decompressed:-Adresse einer Datei

# $what: the work that failed ("analysis"); $reason: in English.
lsp-internal-error = forsyth: interner Fehler bei { $what } (der Server läuft weiter): { $reason }
lsp-unknown-settings = forsyth: nicht verstandene Einstellungen, unverändert gelassen: { $settings }
lsp-locale-error = forsyth: eine Sprache aus den Sprachordnern wird nicht geladen: { $error }

## The language server's transport: lines logged on standard error and
## with window/logMessage

lsp-framing-broken = pgn-lsp: { $reason }; Ende
lsp-framing-truncated = die Eingabe endete mitten in einer Nachricht
lsp-framing-header = eine Kopfzeile, die nicht „Name: Wert“ ist: { $text }
lsp-framing-no-length = eine Nachricht ohne Content-Length-Kopfzeile
lsp-framing-bad-length = eine unlesbare Content-Length: { $value }
lsp-framing-long-headers = Kopfzeilen länger als { $limit } Bytes
lsp-framing-read-failed = Lesen fehlgeschlagen: { $reason }
lsp-output-closed = pgn-lsp: die Ausgabe wurde geschlossen ({ $reason }); Ende
lsp-input-ended = pgn-lsp: die Eingabe endete vor shutdown und exit
lsp-message-too-long = pgn-lsp: eine Nachricht von { $count } Bytes, länger als die gelesenen { $limit }, wurde mit einem Fehler beantwortet
lsp-message-answered = pgn-lsp: eine fehlerhafte Nachricht wurde mit Fehler { $value } beantwortet: { $reason }
lsp-response-dropped = pgn-lsp: eine unlesbare Antwort des Clients wurde verworfen
lsp-cannot-start = pgn-lsp: Start nicht möglich: { $reason }

## Meanings of annotation glyphs (NAGs), from the PGN standard and common
## extensions

nag-unknown = Ein Kommentarzeichen ohne festgelegte Bedeutung
nag-0 = Leere Anmerkung
nag-1 = Guter Zug
nag-2 = Schwacher Zug, ein Fehler
nag-3 = Sehr starker Zug, brillant
nag-4 = Sehr schwacher Zug, ein grober Fehler
nag-5 = Spekulativer Zug, interessant
nag-6 = Fragwürdiger Zug, zweifelhaft
nag-7 = Erzwungener Zug, der einzige
nag-8 = Einziger Zug, ohne vernünftige Alternative
nag-9 = Schlechtester Zug
nag-10 = Remisliche Stellung
nag-11 = Ausgeglichene Chancen, ruhige Stellung
nag-12 = Ausgeglichene Chancen, dynamische Stellung
nag-13 = Unklare Stellung
nag-14 = Weiß steht leicht besser
nag-15 = Schwarz steht leicht besser
nag-16 = Weiß steht besser
nag-17 = Schwarz steht besser
nag-18 = Weiß hat entscheidenden Vorteil
nag-19 = Schwarz hat entscheidenden Vorteil
nag-20 = Weiß hat überwältigenden Vorteil
nag-21 = Schwarz hat überwältigenden Vorteil
nag-22 = Weiß ist im Zugzwang
nag-23 = Schwarz ist im Zugzwang
nag-32 = Weiß hat Entwicklungsvorsprung
nag-33 = Schwarz hat Entwicklungsvorsprung
nag-36 = Weiß hat die Initiative
nag-37 = Schwarz hat die Initiative
nag-40 = Weiß hat Angriff
nag-41 = Schwarz hat Angriff
nag-44 = Weiß hat ausreichende Kompensation für das Material
nag-45 = Schwarz hat ausreichende Kompensation für das Material
nag-132 = Weiß hat Gegenspiel
nag-133 = Schwarz hat Gegenspiel
nag-138 = Weiß ist in großer Zeitnot
nag-139 = Schwarz ist in großer Zeitnot
nag-140 = Mit der Idee
nag-141 = Gerichtet gegen
nag-142 = Besser ist
nag-143 = Schwächer ist
nag-144 = Gleichwertig ist
nag-145 = Anmerkung der Redaktion
nag-146 = Neuerung
