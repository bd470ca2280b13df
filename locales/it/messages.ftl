### User-facing messages of forsyth (it): diagnostics, commands, labels.
### Notation letters and words live in notation.ftl next to this file.
### Every message here must also exist, with the same id, in locales/en/messages.ftl.
###
### Terms: mossa, semimossa (ply), tocca al Bianco / al Nero, il tratto (the
### side to move), scacco, scacco matto, stallo, patta, arrocco, en passant,
### traversa (rank), colonna (file), casa (square), promozione, variante.
### Pieces with a capital letter as in notation.ftl (il Re, la Torre, il
### Pedone); the sides too (il Bianco, il Nero). Quotation marks «…».
### Messages after "colonna 28: " and "nota: " start in lower case.

## FEN fields

fen-field =
    { $field ->
        [board] disposizione dei pezzi
        [turn] tratto
        [castling] diritti di arrocco
        [en-passant] casa en passant
        [halfmoves] contatore delle semimosse
       *[fullmoves] numero di mossa
    }

## FEN errors

fen-error-empty = la FEN è vuota
fen-error-field-count = una FEN ha 6 campi separati da spazi, questa ne ha { $found }
fen-error-separator = i campi sono separati da un solo spazio
fen-error-rank-count =
    la disposizione dei pezzi ha { $found ->
        [one] { $found } traversa
       *[other] { $found } traverse
    }, non 8
fen-error-rank-length =
    la traversa { $rank } descrive { $squares ->
        [one] { $squares } casa
       *[other] { $squares } case
    }, non 8
fen-error-bad-placement-char = «{ $char }» non è né una lettera di pezzo (PNBRQK, pnbrqk), né una cifra da 1 a 8, né «/»
fen-error-consecutive-digits = due cifre di seguito: le case vuote si contano con una sola cifra
fen-error-bad-turn = il tratto deve essere «w» o «b»
fen-error-bad-castling-char = «{ $char }» non è un diritto di arrocco (KQkq, una lettera di colonna A-H/a-h o «-»)
fen-error-duplicate-castling = il diritto di arrocco «{ $char }» compare due volte
fen-error-castling-order = i diritti di arrocco vanno scritti nell'ordine KQkq
fen-error-castling-no-king =
    diritto di arrocco { $char }, ma il Re { $color ->
        [white] bianco
       *[black] nero
    } non è in { $square }
fen-error-castling-no-rook =
    diritto di arrocco { $char }, ma in { $square } non c'è una Torre { $color ->
        [white] bianca
       *[black] nera
    }
fen-error-bad-ep-square = il campo en passant deve essere «-» o una casa della terza o della sesta traversa
fen-error-bad-halfmoves = il contatore delle semimosse deve essere un numero (0 o più)
fen-error-bad-fullmoves = il numero di mossa deve essere un intero (1 o più)
fen-error-non-ascii = «{ $char }» ({ $codepoint }) non è ammesso in una FEN
fen-error-non-ascii-dash = «{ $char }» ({ $codepoint }) non è ammesso in una FEN; scrivere «-»

## Position errors

position-error-missing-king =
    manca il Re { $color ->
        [white] bianco
       *[black] nero
    }
position-error-too-many-kings =
    un secondo Re { $color ->
        [white] bianco
       *[black] nero
    } si trova in { $square }
position-error-pawn-on-back-rank = un Pedone in { $square }: i Pedoni non possono stare né sulla prima né sull'ottava traversa
position-error-too-many-pieces =
    { $color ->
        [white] il Bianco
       *[black] il Nero
    } ha più di 16 pezzi
position-error-too-many-pawns =
    { $color ->
        [white] il Bianco
       *[black] il Nero
    } ha più di 8 Pedoni
position-error-opposite-check =
    { $color ->
        [white] il Bianco
       *[black] il Nero
    } non ha il tratto ma è sotto scacco (dal pezzo in { $checker })
position-error-impossible-check = chi ha il tratto è sotto uno scacco che nessuna mossa legale può aver dato
position-error-castling-without-king =
    diritto di arrocco { $char }, ma il Re { $color ->
        [white] bianco
       *[black] nero
    } non è sulla sua casa iniziale
position-error-castling-without-rook =
    diritto di arrocco, ma in { $square } non c'è una Torre { $color ->
        [white] bianca
       *[black] nera
    }
position-error-castling-rook-off-back-rank = diritto di arrocco per { $square }, che non è né sulla prima né sull'ottava traversa
position-error-castling-duplicate =
    due diritti di arrocco per il Re { $color ->
        [white] bianco
       *[black] nero
    } sull'ala di { $side ->
        [king] Re
       *[queen] Donna
    }
position-error-ep-wrong-rank = la casa en passant { $ep } non è sulla traversa che un Pedone scavalca con il doppio passo
position-error-ep-occupied = la casa en passant { $ep } non è vuota
position-error-ep-no-pawn =
    casa en passant { $ep }, ma in { $pawn } non c'è un Pedone { $color ->
        [white] bianco
       *[black] nero
    }
position-error-ep-origin-occupied = casa en passant { $ep }, ma { $origin }, da cui è partito il Pedone, non è vuota
position-error-ep-with-halfmoves = casa en passant { $ep }, ma il contatore delle semimosse è { $halfmoves } e non 0: un doppio passo lo azzera
position-error-zero-fullmoves = il numero di mossa deve essere almeno 1

## Repairs

repair-defaulted =
    { $field ->
        [board] manca la disposizione dei pezzi
        [turn] manca il tratto
        [castling] mancano i diritti di arrocco
        [en-passant] manca la casa en passant
        [halfmoves] manca il contatore delle semimosse
       *[fullmoves] manca il numero di mossa
    }: si assume «{ $value }»
repair-stripped-brackets = tolte le parentesi intorno alla FEN
repair-dash = trattino tipografico letto come «-»
repair-separators = campi separati da un solo spazio
repair-dropped-castling = diritto di arrocco { $letter } eliminato: il Re o la Torre non sono al loro posto
repair-dropped-ep-square = casa en passant eliminata: nessun Pedone vi è appena passato con un doppio passo
repair-reset-halfmoves = contatore delle semimosse azzerato: un doppio passo lo azzera
repair-fullmoves-zero = numero di mossa 0 letto come 1

## Severities

severity-error = errore
severity-warning = avviso
# l10n: same as English ("info" is Italian usage too)
severity-information = info
severity-hint = suggerimento

## Diagnostics

diag-syntax = Errore di sintassi: { $detail }
diag-syntax-unterminated-comment = Questo commento non è chiuso: manca una «{ "}" }».
diag-syntax-unterminated-string = Questa stringa non è chiusa: mancano le virgolette di chiusura (").
diag-syntax-unmatched-paren = Questa «)» non chiude nessuna variante.
diag-syntax-unclosed-variation = Questa variante non è chiusa: manca una «)».
diag-syntax-malformed-tag = Tag malformato: un tag si scrive [Nome "valore"].
diag-syntax-invalid-utf8 = Questi byte non sono UTF-8 valido.
diag-syntax-unexpected-character = Carattere inatteso «{ $text }».
diag-syntax-variation-too-deep =
    Varianti annidate a più di { $limit ->
        [one] un livello
       *[other] { $limit } livelli
    } di profondità.
diag-syntax-duplicate-tag = Il tag [{ $name }] compare due volte.
diag-syntax-missing-tag-value = Il tag [{ $name }] non ha un valore.
diag-syntax-unexpected-token = «{ $text }» inatteso fuori da una coppia di tag.
diag-syntax-nag-out-of-range = Il segno di commento { $text } è fuori intervallo: i NAG vanno da $0 a $255.
diag-syntax-unescaped-quote = Virgolette senza barra rovesciata davanti nel valore di un tag: il valore si legge fino alle virgolette prima della «]». In un valore le virgolette si scrivono \".
diag-syntax-stray-backslash = Questa barra rovesciata sta davanti alle virgolette di chiusura: si legge come parte del valore, che le virgolette chiudono. In un valore la barra rovesciata si scrive \\.

diag-malformed-move = Impossibile leggere la mossa { $move }.
diag-malformed-move-unknown-piece = Impossibile leggere la mossa { $move }: «{ $letter }» non è la lettera di un pezzo (lingua: { $language }).
diag-malformed-move-unexpected = Impossibile leggere la mossa { $move }: «{ $char }» inatteso.
diag-malformed-move-no-destination = Impossibile leggere la mossa { $move }: manca la casa di arrivo.
diag-malformed-move-capture-no-piece = Impossibile leggere la mossa { $move }: manca il pezzo (o la colonna del pedone) prima del segno di presa '{ $letter }'.
diag-malformed-move-incomplete-origin = Impossibile leggere la mossa { $move }: un trattino tra due case richiede una casa di partenza completa.
diag-malformed-move-missing-promotion = Impossibile leggere la mossa { $move }: manca il pezzo della promozione.
diag-malformed-move-bad-promotion = Impossibile leggere la mossa { $move }: un Pedone non può essere promosso a «{ $letter }».
diag-malformed-move-piece-cannot-promote = Impossibile leggere la mossa { $move }: solo un Pedone può essere promosso.
diag-malformed-move-bad-castling = Impossibile leggere la mossa { $move }: l'arrocco non si scrive così.
diag-malformed-move-bad-numeric = Impossibile leggere la mossa { $move }: una mossa numerica (ICCF) ha quattro cifre da 1 a 8, più una quinta da 1 a 4 per la promozione.
diag-malformed-move-empty = Impossibile leggere la mossa { $move }: contiene solo segni, nessuna mossa.

diag-illegal-move =
    Mossa illegale { $move }: tocca al { $color ->
        [white] Bianco
       *[black] Nero
    }; { $reason }.
diag-illegal-move-number-ahead = Mossa illegale { $move }: il suo numero { $found } indica la mossa { $white } del Bianco, ma prima manca la mossa { $black } del Nero: tocca al Nero.
diag-illegal-move-alternatives =
    { $count ->
        [one] L'unica mossa legale di questo pezzo è { $moves }.
       *[other] Mosse legali di questo pezzo: { $moves }.
    }
diag-illegal-move-alternatives-kind =
    Mosse legali { $piece ->
        [pawn] dei Pedoni
        [knight] dei Cavalli
        [bishop] degli Alfieri
        [rook] delle Torri
        [queen] delle Donne
       *[king] del Re
    }: { $moves }.
diag-illegal-move-no-alternatives =
    { $color ->
        [white] Il Bianco
       *[black] Il Nero
    } non ha mosse legali con questo pezzo.
diag-illegal-move-no-alternatives-kind =
    { $color ->
        [white] Il Bianco
       *[black] Il Nero
    } non ha mosse legali { $piece ->
        [pawn] di Pedone
        [knight] di Cavallo
        [bishop] di Alfiere
        [rook] di Torre
        [queen] di Donna
       *[king] di Re
    }.
## Perché una mossa è illegale: una frase dopo «Mossa illegale Cf3: tocca al
## Bianco; ». $piece, $by, $by2: pawn, knight, bishop, rook, queen, king; le
## case nelle lettere della lingua della partita.

illegal-no-piece =
    { $color ->
        [white] il Bianco
       *[black] il Nero
    } non ha { $piece ->
        [pawn] Pedoni
        [knight] Cavalli
        [bishop] Alfieri
        [rook] Torri
        [queen] la Donna
       *[king] il Re
    } { $where ->
        [file] sulla colonna { $origin }
        [rank] sulla traversa { $origin }
        [square] in { $origin }
       *[any] sulla scacchiera
    }
illegal-empty-square = in { $from } non c'è alcun pezzo
illegal-opponents-piece =
    { $by ->
        [pawn] il Pedone
        [knight] il Cavallo
        [bishop] l'Alfiere
        [rook] la Torre
        [queen] la Donna
       *[king] il Re
    } in { $at } è del { $color ->
        [white] Nero
       *[black] Bianco
    }
illegal-own-piece =
    in { $at } c'è già { $by ->
        [pawn] il Pedone
        [knight] il Cavallo
        [bishop] l'Alfiere
        [rook] la Torre
        [queen] la Donna
       *[king] il Re
    } { $by ->
        [rook] { $color ->
            [white] bianca
           *[black] nera
        }
        [queen] { $color ->
            [white] bianca
           *[black] nera
        }
       *[other] { $color ->
            [white] bianco
           *[black] nero
        }
    }
illegal-unreachable-one =
    { $piece ->
        [pawn] il Pedone
        [knight] il Cavallo
        [bishop] l'Alfiere
        [rook] la Torre
        [queen] la Donna
       *[king] il Re
    } in { $from } non può andare in { $to }
illegal-unreachable =
    { $piece ->
        [pawn] nessun Pedone
        [knight] nessun Cavallo
        [bishop] nessun Alfiere
        [rook] nessuna Torre
        [queen] nessuna Donna
       *[king] nessun Re
    } { $piece ->
        [rook] { $color ->
            [white] bianca
           *[black] nera
        }
        [queen] { $color ->
            [white] bianca
           *[black] nera
        }
       *[other] { $color ->
            [white] bianco
           *[black] nero
        }
    } può andare in { $to }
illegal-blocked =
    { $piece ->
        [pawn] il Pedone
        [knight] il Cavallo
        [bishop] l'Alfiere
        [rook] la Torre
        [queen] la Donna
       *[king] il Re
    } in { $from } è { $piece ->
        [rook] bloccata
        [queen] bloccata
       *[other] bloccato
    } { $by ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at }
illegal-pawn-blocked =
    il Pedone in { $from } non può catturare { $by ->
        [pawn] il Pedone
        [knight] il Cavallo
        [bishop] l'Alfiere
        [rook] la Torre
        [queen] la Donna
       *[king] il Re
    } in { $at } andando dritto: i Pedoni catturano in diagonale
illegal-pawn-capture-empty = il Pedone in { $from } si muove in diagonale solo per catturare, e la casa { $to } è vuota
illegal-no-en-passant = niente presa en passant: il Pedone in { $pawn } non ha appena avanzato di due case
illegal-no-promotion =
    { $piece ->
        [pawn] il Pedone in { $from } non raggiunge l'ultima traversa in { $to }: non può essere promosso
       *[other] { $piece ->
        [pawn] il Pedone
        [knight] il Cavallo
        [bishop] l'Alfiere
        [rook] la Torre
        [queen] la Donna
       *[king] il Re
    } in { $from } non può essere { $piece ->
        [rook] promossa
        [queen] promossa
       *[other] promosso
    }: solo un Pedone può
    }
illegal-pinned =
    { $piece ->
        [pawn] il Pedone
        [knight] il Cavallo
        [bishop] l'Alfiere
        [rook] la Torre
        [queen] la Donna
       *[king] il Re
    } in { $from } è { $piece ->
        [rook] inchiodata
        [queen] inchiodata
       *[other] inchiodato
    } al Re in { $king } { $by ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at }
illegal-in-check =
    il Re è sotto scacco { $by ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at }, e la mossa non lo para
illegal-double-check =
    il Re è sotto scacco doppio { $by ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at } e { $by2 ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at2 }: solo una mossa del Re lo para
illegal-king-attacked =
    il Re sarebbe sotto scacco in { $to } { $by ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at }
illegal-castling-king-moved = l'arrocco non è più permesso: il Re ha lasciato { $home }
illegal-castling-rook-moved =
    l'arrocco { $side ->
        [king] corto
       *[queen] lungo
    } non è più permesso: in { $home } non c'è una Torre
illegal-castling-right-lost =
    il diritto all'arrocco { $side ->
        [king] corto
       *[queen] lungo
    } è perso: il Re o quella Torre si è già mosso
illegal-castling-blocked =
    { $by ->
        [pawn] il Pedone
        [knight] il Cavallo
        [bishop] l'Alfiere
        [rook] la Torre
        [queen] la Donna
       *[king] il Re
    } in { $at } ostacola l'arrocco { $side ->
        [king] corto
       *[queen] lungo
    }
illegal-castling-in-check =
    il Re è sotto scacco { $by ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at }: non può arroccare per uscire dallo scacco
illegal-castling-through-check =
    il Re passerebbe per la casa { $square }, attaccata { $by ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at }
illegal-castling-into-check =
    il Re arriverebbe in { $square } sotto scacco { $by ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at }
illegal-pass-in-check =
    il Re è sotto scacco { $by ->
        [pawn] dal Pedone
        [knight] dal Cavallo
        [bishop] dall'Alfiere
        [rook] dalla Torre
        [queen] dalla Donna
       *[king] dal Re
    } in { $at }: chi è sotto scacco non può passare
illegal-unexplained = nessuna mossa legale corrisponde

diag-ambiguous-move =
    Mossa ambigua { $move }: { $count ->
        [one] un pezzo può giocarla
       *[other] { $count } pezzi possono giocarla
    }.
diag-ambiguous-move-candidates = Mosse possibili: { $moves }.
diag-ambiguous-settled = { $move } corrisponde a più mosse legali ({ $moves }), ma solo con { $chosen } la partita prosegue: si gioca { $chosen }.
# $count: how many more findings of the same kind the game has (always more than one).
diag-more-like-this = Altri { $count } rilievi di questo tipo in questa partita non sono mostrati.
diag-missing-promotion = Con { $move } il Pedone raggiunge l'ultima traversa: indicare il pezzo della promozione.
diag-invalid-fen = FEN non valida: { $reason }.
diag-fen-repaired = FEN letta dopo una riparazione: { $repair }.
diag-unsupported-variant = Questa partita segue altre regole ({ $variant }): le sue mosse non vengono né controllate né tradotte.
# $limit: the largest game read, a number of $unit: gib, mib, kib or bytes.
diag-game-too-large = Questa partita supera { $unit ->
        [gib] { $limit } GiB
        [mib] { $limit } MiB
        [kib] { $limit } KiB
       *[bytes] { $limit } byte
    } (o ha una riga così lunga): non viene letta, e una traduzione la copia invariata.
# --max-game-size (or the language server's maxGameSize) given something that is not a size. $value: as given.
game-size-not-a-size = «{ $value }» non è una dimensione: indicare un numero di byte, da solo o con un'unità (4096, 512KiB, 64MiB, 1G)
# The size is less than the smallest limit. $value: as given; $min: the smallest limit, in KiB.
game-size-too-small = { $value } è meno di { $min } KiB, il limite più piccolo per una partita: con uno minore, partite normali resterebbero non lette
# The size is more than the largest limit. $value: as given; $max: the largest limit, in GiB.
game-size-too-large = { $value } è più di { $max } GiB, il limite più grande per una partita: leggere una partita richiede in memoria più volte la sua dimensione
diag-wrong-check-mark =
    { $written ->
        [none] La mossa { $move } non ha il segno di scacco
        [check] La mossa { $move } è segnata come scacco
        [double-check] La mossa { $move } è segnata come scacco doppio
       *[mate] La mossa { $move } è segnata come scacco matto
    }, ma { $actual ->
        [none] non dà scacco
        [check] dà scacco
        [double-check] dà scacco doppio
       *[mate] dà scacco matto
    }.
diag-wrong-capture-mark = Il segno di cattura di { $move } non corrisponde alla mossa.
diag-move-number = Il numero di mossa «{ $found }» dovrebbe essere «{ $expected }».
diag-result-mismatch = Il tag Result indica { $tag }, ma la partita termina con { $movetext }.
diag-missing-result = La partita non ha un risultato alla fine (1-0, 0-1, 1/2-1/2 o *).
diag-homoglyph = In { $move }, { $found } è letto come { $meant }, la lettera a cui somiglia, qui e nel resto di questa partita, dove non è più segnalato.
diag-mixed-languages = Le mosse di questa partita sono scritte in più di una lingua: { $languages }.
diag-unknown-language = La mossa { $move } non si legge in nessuna lingua conosciuta: «{ $letter }» non è la lettera di un pezzo in nessuna di queste lingue: { $languages }.

## Mosse come le stampano libri e giornali (note: lette, non sbagliate)

# $move: la parola come è stampata.
diag-printed-dash = Un trattino tipografico in { $move } è letto come trattino (una lineetta, un segno meno o un trattino tra le due mosse di una coppia). Gli altri in questa partita non sono segnalati.
diag-printed-separator = Il «;» o la «,» dopo { $move } è letto come separatore tra mosse, come è stampato, non come l'inizio di un commento. Gli altri in questa partita non sono segnalati.
diag-printed-pair = { $move } è letto come due mosse, del Bianco e del Nero, stampate in coppia unite da un trattino. Le altre coppie in questa partita non sono segnalate.
diag-printed-glued-pair = { $move } è letto come due mosse, del Bianco e del Nero, stampate senza nulla in mezzo (uno spazio perso, come in una pagina copiata da una tabella). Le altre in questa partita non sono segnalate.
diag-printed-number = { $move } è letto come un numero di mossa attaccato alla sua mossa. Gli altri in questa partita non sono segnalati.
diag-printed-number-period = { $move } è letto come il numero di mossa del Bianco con il punto dopo lo spazio, come una pagina scritta da destra a sinistra compone un numero di mossa. Gli altri in questa partita non sono segnalati.
diag-printed-mate = La parola per il matto in { $move } è letta come il segno di matto (#). Le altre in questa partita non sono segnalate.
diag-printed-capture = Il segno di cattura in { $move } è letto come x. Gli altri in questa partita non sono segnalati.
diag-printed-star-capture = L'* tra le case di { $move } è il suo segno di cattura, come lo stampano le banche dati di problemi, ed è letto come x. Gli altri in questa partita non sono segnalati.
diag-printed-spaced-move = { $move } è stampato con spazi tra le sue lettere e cifre, come i libri e i giornali antichi stampano le mosse, ed è letto come una sola mossa. Gli altri in questa partita non sono segnalati.
diag-printed-castling-apart = { $move } è un arrocco stampato con uno spazio al posto di ogni trattino, come lo stampa un testo preso da un PDF, ed è letto come arrocco. Gli altri in questa partita non sono segnalati.
diag-printed-capture-after = { $move } è stampato con il segno di cattura dopo la casa, come i libri antichi stampano le catture, ed è letto come la cattura, poiché la mossa vi prende un pezzo. Gli altri in questa partita non sono segnalati.
diag-printed-spaced = { $move } è stampata con spazi all'interno della mossa, come i libri antichi stampano la notazione descrittiva, ed è letta come una sola mossa. Le altre in questa partita non sono segnalate.
diag-printed-files = { $move } è una cattura di pedone stampata con le sue due colonne, ed è letta come { $played }, l'unica cattura che un pedone può fare dalla prima colonna sulla seconda. Le altre in questa partita non sono segnalate.
diag-printed-homoglyph = In { $move }, { $found } è una lettera di un'altra scrittura che somiglia alla colonna { $meant }, ed è letta come quella colonna. Le altre in questa partita non sono segnalate.
diag-printed-spaced-capture = Il segno di cattura stampato a parte in { $move } è letto come la cattura di una sola mossa. Gli altri in questa partita non sono segnalati.
diag-printed-letter = { $move } è stampata con una lettera di colonna come la scrivono le tastiere (ç per c), ed è letta con la lettera della colonna. Le altre in questa partita non sono segnalate.
diag-printed-captured-piece = { $move } nomina il pezzo che cattura, come lo stampano i libri, ed è letta come { $played }, la cattura di quel pezzo. Le altre in questa partita non sono segnalate.
diag-printed-number-slash = { $move } è letto come numero di mossa stampato con una barra dopo di sé, come lo stampano alcune pagine. Gli altri in questa partita non sono segnalati.
diag-printed-left-out = { $move } sta dove una mossa non è data, come lo stampano alcune riviste (5. —o— Bg4), ed è letto come quella mossa omessa. Gli altri in questa partita non sono segnalati.
diag-printed-number-paren = { $move } è letto come numero di mossa stampato con una parentesi chiusa dopo di sé, come lo stampano alcune pagine. Gli altri in questa partita non sono segnalati.
diag-printed-lower-piece = { $move } è stampata con una lettera di pezzo minuscola, ed è letta come { $played }: come mossa di pedone non è legale, o la partita non prosegue fino alla fine. Le altre in questa partita non sono segnalate.
diag-printed-ocr-digit = { $move } è stampata con una lettera per la cifra della traversa (una l minuscola per 1, ó o G per 6), come la scrive il testo letto da una scansione, ed è letta come { $played }. Le altre in questa partita non sono segnalate.
diag-printed-ocr-check = { $move } è stampata con una f o una t minuscola per la croce † dello scacco, come la scrive il testo letto da una scansione, ed è letta come { $played }. Le altre in questa partita non sono segnalate.
diag-printed-ocr-letter = In { $move }, { $found } è una lettera cirillica che il testo letto da una scansione scrive per { $meant }, a cui somiglia (il segno molle Ь per b, З per 3, б per 6), ed è letta come { $meant }. Le altre in questa partita non sono segnalate.
diag-printed-unmarked-capture = { $move } è una presa di pedone stampata senza segno di presa, come la sua colonna e la casa dove prende, ed è letta come { $played }. Le altre in questa partita non sono segnalate.
diag-printed-two-readings = { $move } si legge in due modi, entrambi legali fino alla fine della partita: { $moves } (come stampata, una mossa di pedone / come il pezzo stampato in minuscolo). Si gioca la prima; stampare la lettera del pezzo in maiuscolo per prendere l'altra.
diag-printed-check-apart = In { $move }, il segno { $sign } stampato a parte dopo la mossa è letto come il segno di scacco o matto della mossa. Gli altri in questa partita non sono segnalati.
diag-printed-dagger = In { $move }, { $sign } è letto come { $read }: i libri antichi stampano la croce † per lo scacco e la doppia croce ‡ per il matto. Gli altri in questa partita non sono segnalati.
diag-printed-move-broken = { $move } è una mossa spezzata a fine riga al suo trattino o segno di presa, come la stampano le colonne strette dei giornali, ed è letta come una sola mossa. Le altre in questa partita non sono segnalate.
diag-printed-dash-apart = { $move } è una mossa in notazione completa stampata con uno spazio accanto al suo trattino, ed è letta come una sola mossa. Le altre in questa partita non sono segnalate.
diag-printed-ocr-space = { $move } è stampata con uno spazio tra la colonna e la traversa di una casa, come la scrive il testo letto da una scansione, ed è letta senza lo spazio. Le altre in questa partita non sono segnalate.
diag-printed-idea = In { $move }, la mossa dopo il segno «con l'idea» è la minaccia o il piano che l'autore indica: è letta come commento e non è giocata. Le altre in questa partita non sono segnalate.
diag-printed-threat = In { $move }, la mossa dopo la parola per la minaccia (con le mosse che seguono fino al matto minacciato) è la minaccia che l'autore indica: è letta come commento e non è giocata. Le altre in questa partita non sono segnalate.
diag-printed-any-move = { $move } indica «una mossa qualsiasi» di un pezzo (`~`): l'abbreviazione dell'autore per un insieme di mosse a cui segue la stessa risposta, non una mossa. Non è giocata, e il resto della sua linea, che segue una mossa non nota, è letto come commento. Le altre in questa partita non sono segnalate.
diag-printed-prose = { $move } è testo stampato tra le mosse (come «e», «e ora»), non una mossa: è letto come commento. Le altre in questa partita non sono segnalate.
diag-printed-restart = { $move } ricomincia da una mossa precedente del Nero, come le rubriche di problemi stampano le varianti di una soluzione una dopo l'altra, ed è letto come variante della risposta del Nero in quel punto. Le altre in questa partita non sono segnalate.
diag-printed-alternative = { $move } ricomincia da una mossa precedente del Bianco, come i libri stampano le alternative di una linea una dopo l'altra, ed è letto come variante della mossa del Bianco in quel punto. Le altre in questa partita non sono segnalate.
diag-printed-result = { $move } è letto come il risultato { $result }, come stampato.
diag-printed-quotes = { $count ->
    [one] Un valore di tag è stampato tra virgolette tipografiche, non tra quelle del PGN ("); viene letto come il testo tra di esse.
   *[other] { $count } valori di tag sono stampati tra virgolette tipografiche, non tra quelle del PGN ("); ciascuno viene letto come il testo tra di esse.
}
diag-game-in-text = Una partita nel testo: comincia qui e finisce a { $word }. Il testo intorno non viene letto.
diag-note-in-text = Il testo stampato tra le mosse di questa partita, che contiene mosse proprie (una variante o mosse nominate in una frase), è letto come una nota, non come mosse, e la partita prosegue dopo. Altre note in questa partita non vengono segnalate.
# $fen: the position printed above the game, as FEN.
diag-set-up-in-text = La partita comincia dalla posizione stampata sopra di essa, letta come { $fen }: le sue mosse vengono rigiocate da lì, come da un tag [FEN].
diag-set-up-from-game = { $move } non si adatta alla posizione iniziale: la linea è letta come seguito della partita stampata sopra di essa, dalla posizione della sua linea principale prima di quella mossa ({ $fen }), dove le sue mosse si rigiocano.
# $squares: the squares where they differ; $diagram: the board the diagram shows, as a FEN board; $board: the one the moves reach.
diag-printed-diagram-differs = Il diagramma stampato qui non è la posizione a cui arrivano le mosse: differisce in { $squares } (il diagramma: { $diagram }; le mosse: { $board }). Una mossa prima di esso ha un refuso o è stata letta male, oppure il diagramma appartiene a un altro punto. La partita prosegue con le sue mosse.
# $written: the count printed, (white+black); $found: the list's.
diag-set-up-count = Il conteggio stampato con la posizione sopra la partita, { $written }, non è quello del suo elenco, { $found } (prima i pezzi bianchi): l'elenco o il conteggio ha un refuso. La partita è rigiocata dall'elenco.
# $move: the game's first move, as printed.
diag-set-up-missing = La partita comincia da una posizione che non è stampata sopra di essa in una forma leggibile (un FEN, un elenco dei pezzi o un diagramma nel testo di un font scacchistico): la sua prima mossa { $move } non si può giocare dalla posizione iniziale. Indicare la posizione come FEN o come elenco dei pezzi sopra le mosse (o un tag [FEN]).
# $moves: the two readings, each two moves, set apart by a slash.
diag-printed-ambiguous = { $move } si legge come due diverse coppie di mosse, entrambe legali: { $moves }. Si gioca la prima; scrivere le due mosse separate per dire quale si intende.
diag-two-readings = Le mosse si leggono in due modi, legali fino alla fine: in { $language } (la lettura scelta) e in { $languages }. Si separano a { $move }: { $moves }. Indica la lingua della partita per scegliere l'altra.

## The command line (forsyth): help texts

cli-about = Legge, controlla, mostra e traduce la notazione scacchistica in molte lingue (partite PGN, posizioni FEN, mosse) e conta le mosse (perft)
cli-after-help =
    Stato di uscita: 0 successo, 1 l'input contiene errori, 2 errore d'uso.

    I messaggi sono nella lingua indicata da FORSYTH_UI_LANG, altrimenti in quella di
    LANGUAGE, LC_ALL, LC_MESSAGES o LANG (in inglese se nessuna è nota).
    FORSYTH_LOCALES e --locales indicano cartelle con altre lingue.

    Esempi:
      forsyth translate --to it tests/data/seed/oikonomopoulos-1881.pgn
      forsyth check partite.pgn posizioni.fen
      forsyth board --lang el
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth perft 5
cli-perft-about = Conta i nodi foglia dell'albero delle mosse legali (perft), suddivisi per prima mossa
cli-perft-after-help =
    Stampa una riga «<mossa>: <numero>» per ogni mossa legale, in ordine di mossa in
    coordinate UCI, poi una riga vuota e il totale da solo sull'ultima riga. Nelle
    posizioni Chess960 l'arrocco si scrive come se il Re catturasse la propria Torre
    (e1h1 invece di e1g1). La profondità 0 conta la posizione stessa: 1.

    Dalla posizione iniziale i numeri crescono di circa trenta volte per semimossa:
    la profondità 7 richiede secondi, la 9 ore, la 10 giorni. Le posizioni con poche
    mosse arrivano molto più in profondità: una posizione di matto dà 0 a qualsiasi
    profondità. Un albero troppo ampio per essere contato viene rifiutato. Su un
    terminale una barra mostra le prime mosse completate; Ctrl+C interrompe il
    conteggio, stampa le prime mosse contate fin lì con il loro totale segnato come
    incompleto ed esce con stato 130.

    Esempi:
      forsyth perft 3
      forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
      forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
cli-perft-depth-help = Semimosse da esplorare, da 0 a { $max }
cli-perft-fen-help = La posizione, tra virgolette o in fondo alla riga [predefinita: la posizione iniziale]
cli-fen-about = Controlla una FEN e la stampa normalizzata
cli-fen-after-help =
    Una FEN valida viene stampata normalizzata sullo standard output. Una FEN non valida
    viene segnalata sullo standard error con la colonna (in caratteri) in cui inizia il
    problema, la FEN e un segno ^^^ sotto il problema; lo stato di uscita è allora 1.

    La FEN può essere tra virgolette o no: più argomenti vengono uniti con un solo spazio.

    Con --from LINGUA la posizione viene letta come la scrivono i problemisti con le
    lettere di quella lingua: la disposizione dei pezzi da sola o con altri campi, tra
    parentesi o no, seguita da un conteggio dei pezzi come (5+1), che viene
    controllato; i campi mancanti valgono «w - - 0 1». Con --to LINGUA la disposizione
    viene stampata con le lettere di quella lingua e il conteggio dei pezzi, oppure come
    elenco dei pezzi per una lingua senza maiuscole e minuscole (l'ebraico).

    Esempi:
      forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
      forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --to it R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1
cli-fen-arg-help = La FEN, tra virgolette o no; - legge una posizione per riga dall'input standard
cli-lenient-help = Accetta FEN incomplete o disordinate; le note sullo standard error dicono che cosa è stato corretto
cli-completions-about = Stampa uno script di completamento della shell per forsyth
cli-completions-after-help =
    Esempi:
      forsyth completions bash > ~/.local/share/bash-completion/completions/forsyth
      forsyth completions zsh > ~/.zfunc/_forsyth
      forsyth completions fish > ~/.config/fish/completions/forsyth.fish
cli-completions-shell-help = La shell: bash, elvish, fish, powershell o zsh
cli-man-about = Stampa la pagina di manuale di forsyth (roff), per man: forsyth man > forsyth.1
cli-hint-lenient = al FEN mancano dei campi: --lenient lo legge con i valori abituali (w - - 0 1)
# $line: a line number of standard input.
cli-stdin-line = riga { $line } dell'input standard:
cli-color-help = Colore: auto, always o never (auto: su un terminale, senza NO_COLOR)
cli-languages-about = Elenca le lingue che forsyth legge e scrive, con le loro lettere
# One line of forsyth languages. $complete: the share of this interface translated, in per cent.
cli-languages-row = { $tag }  { $name }: pezzi { $pieces }, colonne { $files }, arrocco { $castling }, cattura { $capture }; messaggi { $complete } %
cli-quiet-help = Stampa solo i rilievi: nessun riepilogo
cli-summary-help = Termina con una riga di riepilogo sullo standard error anche se non è un terminale
# The line check ends with on a terminal. $seconds: a decimal number.
cli-check-summary = { $files ->
        [one] 1 file
       *[other] { $files } file
    }, { $games ->
        [one] 1 partita
       *[other] { $games } partite
    }, { $moves ->
        [one] 1 mossa
       *[other] { $moves } mosse
    }: { $errors ->
        [one] 1 errore
       *[other] { $errors } errori
    }, { $warnings ->
        [one] 1 avviso
       *[other] { $warnings } avvisi
    } ({ $seconds } s)
cli-output-help = Scrivi la traduzione in questo file (scritta per intero, poi messa al suo posto) invece che sull'output standard
cli-in-place-help = Sostituisci ogni file con la sua traduzione (scritta accanto, poi rinominata sopra; la codifica resta)
cli-compressed-in-place = { $file } è compresso: traducilo con -o o sull'output standard
cli-no-game = { $file }: nessuna partita trovata
cli-no-game-copied = { $file }: nessuna partita trovata; il testo è copiato invariato (con la sua lingua in --from si traducono le mosse che il testo nomina)
cli-no-game-prose = { $file }: nessuna partita trovata; si traducono solo le mosse che il testo nomina
cli-spoken-in-place = --in-place sostituirebbe le partite con le loro mosse a parole: scrivile con -o o sullo standard output
cli-board-about = Mostra una posizione come diagramma, con le sue mosse legali
cli-board-after-help =
    Disegna la scacchiera con le figurine (Bianco ♔♕♖♗♘♙, Nero ♚♛♜♝♞♟), le case scure
    vuote come «·», poi il tratto, i diritti di arrocco, la casa en passant, lo scacco,
    lo scacco matto o lo stallo, e le mosse legali in coordinate UCI.

    Con --lang LINGUA le colonne sono indicate in quella lingua (in greco α–θ), i pezzi
    vi sono elencati sotto il diagramma e le mosse legali sono scritte nella sua
    notazione algebrica; --letters disegna le sue lettere al posto delle figurine.

    Su uno sfondo scuro del terminale le figurine «bianche», solo contornate, possono
    sembrare più scure di quelle «nere», piene; --ascii mostra invece le lettere FEN
    (maiuscole il Bianco, minuscole il Nero), adatte anche ai lettori di schermo e ai
    caratteri senza figurine.

    Esempi:
      forsyth board
      forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
      forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'
      forsyth board --lang it --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)'
cli-board-fen-help = La posizione, tra virgolette o no [predefinita: la posizione iniziale]
cli-ascii-help = Solo ASCII: lettere per i pezzi e una cornice di +-|
cli-flip-help = Il Nero in basso
cli-spoken-help = Legge la posizione pezzo per pezzo a parole, nella lingua di --lang o altrimenti nella tua

## The command line: errors and notes

cli-depth-not-a-number = «{ $text }» non è una profondità: indicare un numero intero da 0 a { $max }
cli-depth-too-large = la profondità { $depth } supera la profondità massima, { $max }
# A tree too wide to count. $depth: as given; $limit: the most positions of one ply;
# $ply: the ply where there were more; $plies: the most plies counted depth-first.
cli-perft-too-wide = la profondità { $depth } non si può contare da questa posizione: più di { $limit } posizioni diverse alla semimossa { $ply } con ancora più di { $plies } semimosse da esplorare; un albero simile ha più foglie di quante ne contenga un numero a 128 bit, o richiede più tempo di quanto duri un computer
# The last line after Ctrl-C. $count: the total of the first moves counted (a number
# or cli-perft-at-least); $done: how many first moves were counted; $total: how many there are.
cli-perft-incomplete = { $count } (incompleto: { $done } prime mosse su { $total } contate prima di Ctrl+C)
# After the bar of perft's progress: "7/20 first moves".
cli-perft-progress = prime mosse
# A count too large for 128 bits. $count: the largest 128-bit number.
cli-perft-at-least = almeno { $count }
cli-note = nota
cli-at-column = colonna { $column }: { $reason }
cli-write-failed = impossibile scrivere l'output: { $error }

## The command line: what `forsyth board` shows below the diagram

cli-fen-line = FEN: { $fen }
cli-side-to-move =
    { $color ->
        [white] Tocca al Bianco
       *[black] Tocca al Nero
    }
cli-castling = Diritti di arrocco: { $rights }
cli-castling-chess960 = Diritti di arrocco: { $rights } (Chess960)
cli-castling-none = nessuno
# l10n: same as English (the French term is Italian usage too: seed it-fen-article.txt)
cli-en-passant = En passant: { $square }
cli-en-passant-no-capture = En passant: { $square } (nessuna cattura legale)
cli-status = Stato: { $notes }
cli-status-in-progress = Stato: partita in corso
cli-status-separator = { "; " }
cli-status-checkmate =
    scacco matto, vince il { $color ->
        [white] Bianco
       *[black] Nero
    }
cli-status-stalemate = stallo, patta
cli-status-check =
    il { $color ->
        [white] Bianco
       *[black] Nero
    } è sotto scacco
cli-status-insufficient-material = patta: nessuno dei due ha materiale sufficiente per dare scacco matto
cli-status-seventy-five-moves = patta: 75 mosse senza catture né mosse di Pedone
cli-status-fifty-moves-claimable = 50 mosse senza catture né mosse di Pedone: si può reclamare la patta
cli-legal-moves =
    { $count ->
        [one] Mossa legale (1): { $moves }
       *[other] Mosse legali ({ $count }): { $moves }
    }
cli-legal-moves-none = Mosse legali: nessuna

## The command line: translate, check, languages

cli-locales-help = Una cartella di altre lingue, una sottocartella per codice di lingua come in locales/ (aggiunge lingue o sostituisce messaggi)
cli-translate-about = Traduce le mosse di partite PGN in un'altra lingua o notazione
cli-translate-after-help =
    Legge PGN, o solo le mosse, da FILE (dallo standard input se FILE è «-» o manca) e
    scrive lo stesso testo sullo standard output con ogni mossa nella lingua
    richiesta. Tag, commenti, numeri delle mosse, varianti, risultati e spazi vengono
    copiati byte per byte.

    Di una mossa cambiano solo le lettere: l'arrocco con gli zeri (0-0), «:» o nessun
    segno di cattura, le promozioni scritte e8D o e8(D), i segni di scacco scritti o
    omessi, le mosse nulle (--, Z0) e le mosse in UCI o in notazione estesa restano
    come le ha scelte chi le ha scritte. --style riscrive invece ogni mossa in una
    notazione (san: algebrica abbreviata con i segni di scacco, O-O, e8=D).

    La lingua delle mosse viene riconosciuta partita per partita (--from auto) oppure
    indicata. Le lingue si indicano con il codice (it), con il nome nella lingua stessa
    (Italiano, Ελληνικά) o in inglese (Italian).

    Una mossa illegale, ambigua o illeggibile viene segnalata sullo standard error come
    FILE:RIGA:COLONNA: errore[codice]: messaggio (le colonne contano i caratteri); il
    resto di quella partita viene copiato così com'è, le partite seguenti vengono
    tradotte e lo stato di uscita è 1. Gli avvisi (un segno di scacco sbagliato, un
    numero di mossa errato) si vedono con --warnings. Sul terminale i file grandi
    mostrano una barra di avanzamento.

    Un input che non è in UTF-8 viene letto nella code page che indicano le sue
    lettere e mosse (Windows-1252, o una greca, ebraica, cirillica o
    centroeuropea; un avviso dice quale),
    oppure nella codifica indicata da --encoding. L'output è nella codifica
    dell'input, così che ogni byte che non è una mossa resti uguale, oppure in
    quella indicata da --output-encoding.

    Esempi:
      forsyth translate --to it tests/data/seed/oikonomopoulos-1881.pgn
      forsyth translate --from el --to de --style fan problema.pgn
      forsyth translate --style uci < partite.pgn > partite-uci.pgn
cli-translate-file-help = I file PGN e le cartelle (i loro file .pgn, compressi o no); «-» o niente legge lo standard input
cli-from-help = La lingua in cui sono scritte le mosse, oppure «auto» per riconoscerla partita per partita; descriptive-en o descriptive-es per la notazione descrittiva (P-K4, P4R)
cli-to-help = La lingua in cui scrivere le mosse
cli-style-help = Riscrivere ogni mossa in una notazione: san (abbreviata, con i segni di scacco), lan (entrambe le case), fan (figurine), uci o iccf (cifre), oppure dire le mosse a parole, un numero di mossa per riga: spoken; senza, cambiano solo le lettere; descriptive scrive la notazione descrittiva (N-KB3) nella lingua di --to, inglese o spagnolo
cli-spoken-files-help = Come le mosse e le posizioni a parole dicono le colonne: literate (le lettere, compitate), nato (alfa … hotel) o anna (Anna … Hector, come nelle regole FIDE per i giocatori non vedenti)
cli-isolate-help = Racchiude ogni mossa tra segni di isolamento bidi (FSI … PDI), per mosse dentro un testo con l'altra direzione di scrittura
cli-comments-help = Cosa fa una traduzione delle mosse citate nei commenti e nel testo intorno alle partite: translate (ne traduce le lettere dei pezzi, come quelle delle mosse) o keep (le lascia byte per byte)
cli-warnings-help = Segnala anche gli avvisi: segni di scacco o di cattura sbagliati, numeri delle mosse, risultati
cli-check-about = Controlla partite PGN e posizioni FEN o EPD, segnalando ogni problema nel punto in cui si trova
cli-check-after-help =
    I file che finiscono in .fen o .epd contengono una posizione per riga (le
    operazioni EPD sono accettate); ogni altro file, e «-» per lo standard input, viene
    letto come PGN, partita per partita. Ogni problema viene stampato sullo standard
    output: con --format text come fa un compilatore, con la riga e il problema
    sottolineato; con --format json come un oggetto per riga con le chiavi file, line,
    column, end_line, end_column, severity, code e message (righe e colonne da 1, le
    colonne contano i caratteri).

    Stato di uscita: 0 nessun errore (gli avvisi sono ammessi), 1 errori trovati, 2 un
    file non era leggibile (gli altri vengono controllati comunque).

    I file che non sono in UTF-8 vengono letti nella code page che indicano le
    loro lettere e mosse (Windows-1252, o una greca, ebraica, cirillica o
    centroeuropea; un avviso dice quale), oppure nella codifica indicata da --encoding; righe e colonne sono
    quelle del testo decodificato.

    Esempi:
      forsyth check tests/data/pgn/lichess-100.pgn
      forsyth check --lang el --format json problemi.pgn
      forsyth check posizioni.fen suite.epd
cli-check-files-help = I file da controllare e le cartelle (i loro file .pgn, .fen ed .epd, compressi o no): i file .fen ed .epd contengono posizioni, tutti gli altri PGN; «-» legge PGN dallo standard input
cli-format-help = text: come un compilatore, con la riga e il problema sottolineato; json: un oggetto per riga
cli-strict-help = Segnalare ogni avvertimento come errore (per gli editori che vogliono file puliti): FEN e tag riparati, segni e numeri di mossa sbagliati, partite con altre regole
cli-forsyth-from-help = Legge la posizione come la scrivono i problemisti con le lettere di questa lingua (in italiano (T7/4r3/…) (5+1)): parentesi, altri campi e un conteggio dei pezzi, che viene controllato
cli-forsyth-to-help = Stampa la disposizione dei pezzi con le lettere Forsyth di questa lingua e il conteggio dei pezzi, oppure come elenco dei pezzi per una lingua senza maiuscole e minuscole (l'ebraico)
cli-board-lang-help = Mostra colonne, pezzi e mosse legali in questa lingua
cli-letters-help = Disegna i pezzi con le lettere della lingua invece che con le figurine
cli-unknown-language = lingua sconosciuta «{ $name }»; lingue note: { $languages }
# $name: la lingua come data; $languages: quelle con la notazione descrittiva.
cli-no-descriptive = { $name } non ha una notazione descrittiva; la notazione descrittiva si legge e si scrive in { $languages }
cli-cannot-read = impossibile leggere { $name }: { $error }
cli-letters-no-case = { $language } non ha lettere maiuscole e minuscole: i pezzi vengono mostrati come figurine
cli-letters-multi = { $language } scrive un pezzo con più di una lettera ({ $letter }), quindi una scacchiera non può mostrare una lettera per pezzo: i pezzi vengono mostrati come figurine

## La riga di comando: codifiche
## ($encoding: il nome di una codifica, windows-1252; $place: FILE:RIGA:COLONNA,
## un punto del testo decodificato, la colonna in caratteri)

cli-encoding-help = La codifica dell'input: un'etichetta dello standard WHATWG Encoding (utf-8, windows-1252 o latin1, iso-8859-7, windows-1255, koi8-r, cp866, utf-16le…) oppure cp437. Senza, decide un contrassegno dell'ordine dei byte (BOM), altrimenti i byte stessi: UTF-8, oppure la code page che indicano lettere e mosse (windows-1252, -1253, -1255, -1251, -1250…), con un avviso
# Help of --max-game-size (translate and check).
cli-max-game-size-help = La partita (o riga) più lunga che viene letta, in byte o con un'unità: 4096, 512KiB, 64MiB (predefinito), 1G; una più lunga è segnalata (game-too-large), non viene letta, e translate la copia invariata
cli-output-encoding-help = La codifica dell'output (un'etichetta come per --encoding): in mancanza, quella dell'input, così che ogni byte che non è una mossa resti uguale; utf-8 scrive UTF-8
cli-encoding-unknown = codifica sconosciuta «{ $label }»: indicare un'etichetta dello standard WHATWG Encoding, come utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, koi8-r, cp866, utf-16le, oppure cp437
cli-encoding-guessed = { $place }: il file non è in UTF-8; viene letto come { $encoding } (--encoding indica un'altra codifica)
cli-encoding-stray = { $place }: byte che non sono UTF-8 in un file UTF-8; vengono letti come caratteri { $encoding }, qui e più avanti (--encoding indica la codifica dell'intero file)
cli-encoding-malformed = { $place }: byte che non appartengono a { $encoding }; ciascuno viene letto come U+FFFD (�)
cli-encoding-unwritable-moves = { $encoding } non può scrivere le mosse in { $language } ({ $chars }): indicare --output-encoding utf-8
cli-encoding-output-utf8 = { $encoding } non può scrivere le mosse in { $language } ({ $chars }): la traduzione è scritta in UTF-8 (--output-encoding ne indica un'altra)
cli-encoding-unwritable = riga { $line } dell'output: { $encoding } non può scrivere «{ $char }» ({ $codepoint }); la traduzione si ferma lì: indicare --output-encoding utf-8

## The command line: positions in a language's Forsyth letters

cli-forsyth-empty = manca la disposizione dei pezzi
cli-forsyth-no-letter-case = { $language } non ha lettere Forsyth maiuscole e minuscole: scrivere un elenco dei pezzi
cli-forsyth-unclosed-bracket = «{ $char }» non viene mai chiusa
cli-forsyth-unknown-letter = «{ $char }» ({ $codepoint }) non è una lettera Forsyth di { $language }, né una cifra da 1 a 8, né «/»
cli-forsyth-unknown-letter-looks-like = «{ $char }» ({ $codepoint }) non è una lettera Forsyth di { $language }, né una cifra da 1 a 8, né «/»; forse si intendeva { $meant }, che ha lo stesso aspetto?
cli-forsyth-too-many-fields = una FEN ha al massimo 6 campi, questa ne ha { $found }; il conteggio dei pezzi si scrive tra parentesi
cli-forsyth-bad-unit-count = il conteggio dei pezzi si scrive (bianchi+neri), per esempio (5+1)
cli-forsyth-unit-count-mismatch = il conteggio dei pezzi dice { $text }, ma sulla scacchiera ce ne sono { $expected }

## La riga di comando: errori d'uso (le parti che trova clap)

cli-usage-unknown-argument = argomento inatteso «{ $arg }»
cli-usage-invalid-value = valore non valido «{ $value }» per «{ $arg }»
cli-usage-invalid-value-choices = valore non valido «{ $value }» per «{ $arg }»; i valori possibili sono { $values }
cli-usage-invalid-value-reason = valore non valido «{ $value }» per «{ $arg }»: { $reason }
cli-usage-value-required = «{ $arg }» richiede un valore, ma non ne è stato dato nessuno
cli-usage-missing-arguments = mancano argomenti obbligatori: { $args }
cli-usage-unknown-command = comando sconosciuto «{ $command }»
cli-usage-missing-command = «{ $command }» richiede un comando: { $commands }
cli-usage-no-equals = con «{ $arg }» il valore va scritto dopo un segno di uguale ({ $arg }=…)
cli-usage-too-many-values = valore inatteso «{ $value }» per «{ $arg }»: non accetta altri valori
cli-usage-too-few-values = «{ $arg }» richiede almeno { $min } valori; dati: { $actual }
cli-usage-wrong-number-of-values = «{ $arg }» richiede { $expected } valori; dati: { $actual }
cli-usage-conflict = «{ $arg }» non può essere usato insieme a { $other }
cli-usage-conflict-any = «{ $arg }» non può essere usato insieme agli altri argomenti dati
cli-usage-repeated = «{ $arg }» non può essere dato più di una volta
cli-usage-tip = suggerimento
cli-usage-did-you-mean = forse intendevi { $names }?
cli-usage-tip-escape = per passare «{ $value }» come valore, scrivere «{ $example }»
cli-usage-tip-remove-dashes = per eseguire il comando «{ $command }», togliere il «--» che lo precede
cli-usage-more-information = Per maggiori informazioni, provare «{ $help }».

## La riga di comando: le parole di --help attorno ai nostri testi di aiuto
## (intestazioni senza i due punti: li aggiunge il programma)

cli-help-usage = Uso
cli-help-commands = Comandi
cli-help-arguments = Argomenti
cli-help-options = Opzioni
cli-help-help = Mostra l'aiuto
cli-help-version = Mostra la versione
cli-help-command-about = Mostra questo messaggio o l'aiuto del comando indicato
cli-help-command-arg = Il comando da spiegare

## The language server: hovers, code actions, errors
## (messages about the text itself are the diag-* messages above)

# $move: the move with its number, in the file's language ("3. Rf7#").
lsp-hover-after-move = Dopo { $move }
# $color: whose move it is.
lsp-hover-to-move =
    { $color ->
        [white] Tocca al Bianco
       *[black] Tocca al Nero
    }
# $fen: the position's FEN, all six fields.
lsp-hover-fen = FEN: { $fen }
# A NAG or glyph: $glyph as written ("$14", "⩲"), $number its NAG number.
lsp-hover-nag = { $glyph } (NAG { $number })
lsp-hover-read-in = Le mosse si leggono allo stesso modo in: { $languages }
lsp-hover-printed = { $word } è stampato come libri e giornali stampano le mosse, e si legge { $read }
lsp-hover-printed-nothing = { $word } è un segno di stampa tra le mosse e non sta per alcuna mossa
# The titles of code actions. $language: the language's own name (Deutsch).
lsp-action-translate-game = Traduci la partita in { $language }
lsp-action-translate-file = Traduci il file in { $language }
lsp-action-figurines = Scrivi con le figurine
lsp-action-standard-pgn = Riscrivi come PGN standard
lsp-action-standard-pgn-selection = Riscrivi la selezione come PGN standard
# $move: the legal move to write instead.
lsp-action-fix = Sostituisci con { $move }
# The titles of the fixes of findings (quick fixes in an editor).
fix-fullmoves-one = Imposta il numero di mossa a 1
fix-halfmoves-zero = Azzera il contatore delle semimosse
fix-drop-castling = Elimina il diritto di arrocco { $letter }
fix-drop-ep-square = Elimina la casa en passant { $square }
fix-add-fields = Aggiungi i campi mancanti: { $values }
fix-dash = Scrivi «-» al posto di «{ $dash }»
fix-strip-brackets = Togli le parentesi intorno alla FEN
fix-separators = Separa i campi con un solo spazio
fix-escape-quotes = Scrivi le virgolette nel valore come \"
fix-escape-backslash = Scrivi la barra rovesciata come \\
fix-printed-result = Scrivi il risultato come { $result }
fix-printed-quotes = Scrivi i valori dei tag tra le virgolette del PGN
fix-renumber = Rinumera le mosse a partire da { $expected }
# $name: what the user typed as the new name.
lsp-rename-not-a-language = «{ $name }» non è né una lingua né questa mossa scritta in un'altra lingua
# $name: as given.
lsp-unknown-language = «{ $name }» non è una lingua che conosco
# $command: the command's name.
lsp-bad-arguments = Gli argomenti di { $command } mancano o non sono validi
lsp-unknown-command = Comando sconosciuto { $command }

# $name: the compressed file's name (games.pgn.gz), or the address asked for; $reason: why, in English; $number: a size in MiB.
lsp-read-only = { $name } è un file compresso, mostrato decompresso e in sola lettura: decomprimilo per modificarlo
lsp-decompress-failed = Impossibile leggere { $name }: { $reason }
lsp-decompressed-too-large = { $name } supera { $number } MiB una volta decompresso: troppo grande da mostrare
lsp-not-a-compressed-file-address = { $name } non è un indirizzo forsyth-decompressed: di un file

# $what: the work that failed ("analysis"); $reason: in English.
lsp-internal-error = forsyth: errore interno durante { $what } (il server continua a funzionare): { $reason }
lsp-unknown-settings = forsyth: impostazioni non comprese, lasciate come erano: { $settings }
lsp-locale-error = forsyth: una lingua delle cartelle delle lingue non viene caricata: { $error }

## The language server's transport: lines logged on standard error and
## with window/logMessage

lsp-framing-broken = pgn-lsp: { $reason }; termino
lsp-framing-truncated = l'input è finito a metà di un messaggio
lsp-framing-header = una riga di intestazione che non è «Nome: valore»: { $text }
lsp-framing-no-length = un messaggio senza intestazione Content-Length
lsp-framing-bad-length = un Content-Length illeggibile: { $value }
lsp-framing-long-headers = intestazioni più lunghe di { $limit } byte
lsp-framing-read-failed = lettura non riuscita: { $reason }
lsp-output-closed = pgn-lsp: l'output è stato chiuso ({ $reason }); termino
lsp-input-ended = pgn-lsp: l'input è finito prima di shutdown ed exit
lsp-message-too-long = pgn-lsp: a un messaggio di { $count } byte, più lungo dei { $limit } letti, è stato risposto con un errore
lsp-message-answered = pgn-lsp: a un messaggio malformato è stato risposto con l'errore { $value }: { $reason }
lsp-response-dropped = pgn-lsp: una risposta illeggibile del client è stata scartata
lsp-cannot-start = pgn-lsp: impossibile avviarsi: { $reason }

## Meanings of annotation glyphs (NAGs), from the PGN standard and common
## extensions

nag-unknown = Un segno di commento senza un significato standard
nag-0 = Commento nullo
nag-1 = Buona mossa
nag-2 = Mossa debole, un errore
nag-3 = Ottima mossa, brillante
nag-4 = Pessima mossa, un errore grave
nag-5 = Mossa speculativa, interessante
nag-6 = Mossa discutibile, dubbia
nag-7 = Mossa forzata, l'unica possibile
nag-8 = Mossa unica, senza alternative ragionevoli
nag-9 = La mossa peggiore
nag-10 = Posizione tendente alla patta
nag-11 = Possibilità pari, posizione tranquilla
nag-12 = Possibilità pari, posizione dinamica
nag-13 = Posizione poco chiara
nag-14 = Il Bianco sta leggermente meglio
nag-15 = Il Nero sta leggermente meglio
nag-16 = Il Bianco sta meglio
nag-17 = Il Nero sta meglio
nag-18 = Il Bianco ha un vantaggio decisivo
nag-19 = Il Nero ha un vantaggio decisivo
nag-20 = Il Bianco ha un vantaggio schiacciante
nag-21 = Il Nero ha un vantaggio schiacciante
nag-22 = Il Bianco è in zugzwang
nag-23 = Il Nero è in zugzwang
nag-32 = Il Bianco ha un vantaggio di sviluppo
nag-33 = Il Nero ha un vantaggio di sviluppo
nag-36 = Il Bianco ha l'iniziativa
nag-37 = Il Nero ha l'iniziativa
nag-40 = Il Bianco ha l'attacco
nag-41 = Il Nero ha l'attacco
nag-44 = Il Bianco ha un compenso sufficiente per il materiale
nag-45 = Il Nero ha un compenso sufficiente per il materiale
nag-132 = Il Bianco ha controgioco
nag-133 = Il Nero ha controgioco
nag-138 = Il Bianco è in grave zeitnot
nag-139 = Il Nero è in grave zeitnot
nag-140 = Con l'idea
nag-141 = Diretto contro
nag-142 = Meglio è
nag-143 = Peggio è
nag-144 = Equivalente è
nag-145 = Nota della redazione
nag-146 = Novità
