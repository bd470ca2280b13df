### Messages de forsyth en français : diagnostics, commandes, libellés.
### (User-facing messages of forsyth in French.) The notation letters and
### words are in notation.ftl next to this file; English (locales/en) is the
### reference for the ids and the arguments.
###
### Conventions: « les Blancs » / « les Noirs » for the sides, « coup » for a
### move, « demi-coup » for a ply, « roque » for castling, « prise en
### passant »; pieces with their article (le pion, le cavalier, le fou, la
### tour, la dame, le roi). The chess words are those of notation.ftl and
### its sources; the rest is ordinary French.

## FEN fields

fen-field =
    { $field ->
        [board] position des pièces
        [turn] trait
        [castling] droits de roque
        [en-passant] case de prise en passant
        [halfmoves] compteur de demi-coups
       *[fullmoves] numéro du coup
    }

## FEN errors: what is wrong with a FEN as written

fen-error-empty = la FEN est vide
fen-error-field-count = une FEN a 6 champs séparés par des espaces, celle-ci en a { $found }
fen-error-separator = les champs sont séparés par exactement une espace
fen-error-rank-count =
    la position des pièces a { $found ->
        [one] { $found } rangée
       *[other] { $found } rangées
    }, et non 8
fen-error-rank-length =
    la rangée { $rank } décrit { $squares ->
        [one] { $squares } case
       *[other] { $squares } cases
    }, et non 8
fen-error-bad-placement-char = '{ $char }' n'est ni une lettre de pièce (PNBRQK, pnbrqk), ni un chiffre de 1 à 8, ni '/'
fen-error-consecutive-digits = deux chiffres de suite : les cases vides se comptent avec un seul chiffre
fen-error-bad-turn = le trait doit être 'w' ou 'b'
fen-error-bad-castling-char = '{ $char }' n'est pas un droit de roque (KQkq, une lettre de colonne A-H/a-h, ou '-')
fen-error-duplicate-castling = le droit de roque '{ $char }' figure deux fois
fen-error-castling-order = les droits de roque s'écrivent dans l'ordre KQkq
fen-error-castling-no-king =
    droit de roque { $char }, mais le roi { $color ->
        [white] blanc
       *[black] noir
    } n'est pas en { $square }
fen-error-castling-no-rook =
    droit de roque { $char }, mais il n'y a pas de tour { $color ->
        [white] blanche
       *[black] noire
    } en { $square }
fen-error-bad-ep-square = le champ de prise en passant doit être '-' ou une case de la 3e ou de la 6e rangée
fen-error-bad-halfmoves = le compteur de demi-coups doit être un nombre (0 ou plus)
fen-error-bad-fullmoves = le numéro du coup doit être un nombre (1 ou plus)
fen-error-non-ascii = '{ $char }' ({ $codepoint }) n'est pas permis dans une FEN
fen-error-non-ascii-dash = '{ $char }' ({ $codepoint }) n'est pas permis dans une FEN ; écrivez '-'

## Position errors: the FEN reads, but the position is not legal

position-error-missing-king =
    il n'y a pas de roi { $color ->
        [white] blanc
       *[black] noir
    }
position-error-too-many-kings =
    un second roi { $color ->
        [white] blanc
       *[black] noir
    } se trouve en { $square }
position-error-pawn-on-back-rank = un pion en { $square } : un pion ne peut pas être sur la première ni sur la huitième rangée
position-error-too-many-pieces =
    { $color ->
        [white] les Blancs ont
       *[black] les Noirs ont
    } plus de 16 pièces
position-error-too-many-pawns =
    { $color ->
        [white] les Blancs ont
       *[black] les Noirs ont
    } plus de 8 pions
position-error-opposite-check =
    { $color ->
        [white] les Blancs n'ont pas le trait mais sont
       *[black] les Noirs n'ont pas le trait mais sont
    } en échec (par { $checker })
position-error-impossible-check = le camp au trait est dans un échec qu'aucun coup légal n'a pu donner
position-error-castling-without-king =
    droit de roque { $char }, mais le roi { $color ->
        [white] blanc
       *[black] noir
    } n'est pas sur sa case de départ
position-error-castling-without-rook =
    droit de roque, mais aucune tour { $color ->
        [white] blanche
       *[black] noire
    } ne se trouve en { $square }
position-error-castling-rook-off-back-rank = droit de roque pour { $square }, qui n'est sur aucune rangée de départ
position-error-castling-duplicate =
    deux droits de roque pour le roi { $color ->
        [white] blanc
       *[black] noir
    } du côté { $side ->
        [king] du roi
       *[queen] de la dame
    }
position-error-ep-wrong-rank = la case de prise en passant { $ep } n'est pas sur la rangée derrière le double pas d'un pion
position-error-ep-occupied = la case de prise en passant { $ep } n'est pas vide
position-error-ep-no-pawn =
    case de prise en passant { $ep }, mais aucun pion { $color ->
        [white] blanc
       *[black] noir
    } ne se trouve en { $pawn }
position-error-ep-origin-occupied = case de prise en passant { $ep }, mais { $origin }, d'où venait le pion, n'est pas vide
position-error-ep-with-halfmoves =
    case de prise en passant { $ep }, mais le compteur de demi-coups vaut { $halfmoves }, et non 0 : un double pas le remet à zéro
position-error-zero-fullmoves = le numéro du coup doit valoir au moins 1

## Repairs: what lenient FEN reading filled in or changed

repair-defaulted = { fen-field } absent : « { $value } » est supposé
repair-stripped-brackets = crochets autour de la FEN supprimés
repair-dash = tiret typographique lu comme '-'
repair-separators = champs séparés par une espace
repair-dropped-castling = droit de roque { $letter } supprimé : le roi ou la tour n'est pas en place
repair-dropped-ep-square = case de prise en passant supprimée : aucun pion n'y a fait de double pas
repair-reset-halfmoves = compteur de demi-coups remis à 0 : un double pas le remet à zéro
repair-fullmoves-zero = numéro de coup 0 lu comme 1

## Severities, as a report prints them before a message ("error: …")

severity-error = erreur
severity-warning = avertissement
# l10n: same as English ("info" is French too)
severity-information = info
severity-hint = conseil

## Diagnostics: findings about a game text, one sentence each

diag-syntax = Erreur de syntaxe : { $detail }
diag-syntax-unterminated-comment = Ce commentaire n'est pas fermé : il manque une '{ "}" }'.
diag-syntax-unterminated-string = Cette chaîne n'est pas fermée : il manque le guillemet fermant (").
diag-syntax-unmatched-paren = Cette ')' ne ferme aucune variante.
diag-syntax-unclosed-variation = Cette variante n'est pas fermée : il manque une ')'.
diag-syntax-malformed-tag = Balise mal formée : une balise s'écrit [Nom "valeur"].
diag-syntax-invalid-utf8 = Ces octets ne sont pas de l'UTF-8 valide.
diag-syntax-unexpected-character = Caractère inattendu '{ $text }'.
diag-syntax-variation-too-deep =
    Les variantes sont imbriquées sur plus { $limit ->
        [one] d'un niveau
       *[other] de { $limit } niveaux
    }.
diag-syntax-duplicate-tag = La balise [{ $name }] figure deux fois.
diag-syntax-missing-tag-value = La balise [{ $name }] n'a pas de valeur.
diag-syntax-unexpected-token = « { $text } » inattendu hors d'une paire de balises.
diag-syntax-nag-out-of-range = Le glyphe d'annotation { $text } est hors limites : les NAG vont de $0 à $255.
diag-syntax-unescaped-quote = Des guillemets dans la valeur d'une balise sans barre oblique inverse devant : la valeur est lue jusqu'au guillemet qui précède le ']'. Dans une valeur, écrivez \" pour un guillemet.
diag-syntax-stray-backslash = Cette barre oblique inverse précède le guillemet fermant : elle est lue comme faisant partie de la valeur, que le guillemet ferme. Dans une valeur, écrivez \\ pour une barre oblique inverse.

diag-malformed-move = Impossible de lire le coup { $move }.
diag-malformed-move-unknown-piece = Impossible de lire le coup { $move } : '{ $letter }' n'est pas une lettre de pièce en { $language }.
diag-malformed-move-unexpected = Impossible de lire le coup { $move } : '{ $char }' inattendu.
diag-malformed-move-no-destination = Impossible de lire le coup { $move } : la case d'arrivée manque.
diag-malformed-move-capture-no-piece = Impossible de lire le coup { $move } : la pièce (ou la colonne du pion) manque avant le signe de prise '{ $letter }'.
diag-malformed-move-incomplete-origin = Impossible de lire le coup { $move } : un tiret entre deux cases demande une case de départ complète.
diag-malformed-move-missing-promotion = Impossible de lire le coup { $move } : la pièce de promotion manque.
diag-malformed-move-bad-promotion = Impossible de lire le coup { $move } : un pion ne peut pas être promu en '{ $letter }'.
diag-malformed-move-piece-cannot-promote = Impossible de lire le coup { $move } : seul un pion peut être promu.
diag-malformed-move-bad-castling = Impossible de lire le coup { $move } : le roque ne s'écrit pas ainsi.
diag-malformed-move-bad-numeric = Impossible de lire le coup { $move } : un coup numérique (ICCF) s'écrit avec quatre chiffres de 1 à 8, et un cinquième de 1 à 4 pour une promotion.
diag-malformed-move-empty = Impossible de lire le coup { $move } : il n'y a que des signes, pas de coup.

diag-illegal-move =
    Coup illégal { $move } : trait { $color ->
        [white] aux Blancs
       *[black] aux Noirs
    } ; { $reason }.
diag-illegal-move-number-ahead = Coup illégal { $move } : son numéro { $found } indique le coup { $white } des Blancs, mais le coup { $black } des Noirs manque avant lui : trait aux Noirs.
diag-illegal-move-alternatives =
    { $count ->
        [one] Le seul coup légal de cette pièce est { $moves }.
       *[other] Coups légaux de cette pièce : { $moves }.
    }
diag-illegal-move-alternatives-kind =
    Coups légaux { $piece ->
        [pawn] des pions
        [knight] des cavaliers
        [bishop] des fous
        [rook] des tours
        [queen] des dames
       *[king] du roi
    } : { $moves }.
diag-illegal-move-no-alternatives =
    { $color ->
        [white] Les Blancs n'ont
       *[black] Les Noirs n'ont
    } aucun coup légal avec cette pièce.
diag-illegal-move-no-alternatives-kind =
    { $color ->
        [white] Les Blancs n'ont
       *[black] Les Noirs n'ont
    } aucun coup légal { $piece ->
        [pawn] de pion
        [knight] de cavalier
        [bishop] de fou
        [rook] de tour
        [queen] de dame
       *[king] de roi
    }.

## Why a move is illegal: a clause in lower case, shown after
## "Illegal move Nf3: White to move; ".

illegal-no-piece =
    { $color ->
        [white] les Blancs n'ont
       *[black] les Noirs n'ont
    } { $piece ->
        [pawn] aucun pion
        [knight] aucun cavalier
        [bishop] aucun fou
        [rook] aucune tour
        [queen] aucune dame
       *[king] aucun roi
    } { $where ->
        [file] sur la colonne { $origin }
        [rank] sur la rangée { $origin }
        [square] en { $origin }
       *[any] restant
    }
illegal-empty-square = il n'y a aucune pièce en { $from }
illegal-opponents-piece =
    { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at } appartient { $color ->
        [white] aux Noirs
       *[black] aux Blancs
    }
illegal-own-piece =
    { $by ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
       *[king] le roi
    } { $color ->
        [white] blanc
       *[black] noir
    } se trouve déjà en { $at }
illegal-unreachable-one =
    { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $from } ne peut pas aller en { $to }
illegal-unreachable =
    { $piece ->
        [pawn] aucun pion
        [knight] aucun cavalier
        [bishop] aucun fou
        [rook] aucune tour
        [queen] aucune dame
       *[king] aucun roi
    } { $color ->
        [white] blanc
       *[black] noir
    } ne peut aller en { $to }
illegal-blocked =
    { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $from } est bloqué par { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at }
illegal-pawn-blocked =
    le pion en { $from } ne peut pas prendre { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at } droit devant lui : un pion prend en diagonale
illegal-pawn-capture-empty = le pion en { $from } ne va en diagonale que pour prendre, et { $to } est vide
illegal-no-en-passant = pas de prise en passant : le pion en { $pawn } ne vient pas d'avancer de deux cases
illegal-no-promotion =
    { $piece ->
        [pawn] le pion en { $from } n'atteint pas la dernière rangée en { $to } : il ne peut pas être promu
        [knight] le cavalier en { $from } ne peut pas être promu : seul un pion le peut
        [bishop] le fou en { $from } ne peut pas être promu : seul un pion le peut
        [rook] la tour en { $from } ne peut pas être promue : seul un pion le peut
        [queen] la dame en { $from } ne peut pas être promue : seul un pion le peut
       *[king] le roi en { $from } ne peut pas être promu : seul un pion le peut
    }
illegal-pinned =
    { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $from } est cloué sur son roi en { $king } par { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at }
illegal-in-check =
    le roi est en échec par { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at }, et le coup n'y pare pas
illegal-double-check =
    le roi est en échec double par { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at } et { $by2 ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at2 } : seul un coup du roi y pare
illegal-king-attacked =
    le roi serait en échec en { $to } par { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at }
illegal-castling-king-moved = le roque n'est plus permis : le roi a quitté { $home }
illegal-castling-rook-moved =
    le { $side ->
        [king] petit roque
       *[queen] grand roque
    } n'est plus permis : il n'y a pas de tour en { $home }
illegal-castling-right-lost =
    le droit au { $side ->
        [king] petit roque
       *[queen] grand roque
    } est perdu : le roi ou cette tour a déjà bougé
illegal-castling-blocked =
    { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at } empêche le { $side ->
        [king] petit roque
       *[queen] grand roque
    }
illegal-castling-in-check =
    le roi est en échec par { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at } : on ne roque pas pour sortir d'un échec
illegal-castling-through-check =
    le roi passerait par { $square }, attaquée par { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at }
illegal-castling-into-check =
    le roi arriverait en { $square } en échec par { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at }
illegal-pass-in-check =
    le roi est en échec par { $by ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
       *[king] le roi
    } en { $at } : un camp en échec ne peut pas passer son tour
illegal-unexplained = aucun coup légal ne lui correspond

diag-ambiguous-move =
    Coup ambigu { $move } : { $count ->
        [one] une pièce peut le jouer
       *[other] { $count } pièces peuvent le jouer
    }.
diag-ambiguous-move-candidates = Coups possibles : { $moves }.
diag-ambiguous-settled = { $move } correspond à plusieurs coups légaux ({ $moves }), mais la partie ne se poursuit qu'avec { $chosen } : { $chosen } est joué.
diag-more-like-this = { $count } autres constats du même genre dans cette partie ne sont pas affichés.
diag-missing-promotion = Le pion atteint la dernière rangée en { $move } : écrivez la pièce en laquelle il est promu.
diag-invalid-fen = FEN invalide : { $reason }.
diag-fen-repaired = FEN lue après une réparation : { $repair }.
diag-unsupported-variant = Cette partie se joue selon d'autres règles ({ $variant }) : ses coups ne sont ni vérifiés ni traduits.
# $limit: the largest game read, a number of $unit: gib, mib, kib or bytes.
diag-game-too-large = Cette partie dépasse { $unit ->
        [gib] { $limit } Gio
        [mib] { $limit } Mio
        [kib] { $limit } Kio
       *[bytes] { $limit } octets
    } (ou contient une ligne aussi longue) : elle n'est pas lue, et une traduction la recopie telle quelle.
# --max-game-size (or the language server's maxGameSize) given something that is not a size. $value: as given.
game-size-not-a-size = '{ $value }' n'est pas une taille : donnez un nombre d'octets, seul ou avec une unité (4096, 512KiB, 64MiB, 1G)
# The size is less than the smallest limit. $value: as given; $min: the smallest limit, in KiB.
game-size-too-small = { $value } est inférieur à { $min } Kio, la plus petite limite pour une partie : avec une limite plus petite, des parties ordinaires resteraient non lues
# The size is more than the largest limit. $value: as given; $max: the largest limit, in GiB.
game-size-too-large = { $value } dépasse { $max } Gio, la plus grande limite pour une partie : lire une partie demande en mémoire plusieurs fois sa taille
diag-wrong-check-mark =
    { $written ->
        [none] Le coup { $move } ne porte aucun signe d'échec
        [check] Le coup { $move } est marqué comme échec
        [double-check] Le coup { $move } est marqué comme échec double
       *[mate] Le coup { $move } est marqué comme mat
    }, mais { $actual ->
        [none] il ne donne pas échec
        [check] il donne échec
        [double-check] il donne échec double
       *[mate] il fait mat
    }.
diag-wrong-capture-mark = Le signe de prise de { $move } ne correspond pas au coup.
diag-move-number = Le numéro de coup « { $found } » devrait être « { $expected } ».
diag-result-mismatch = La balise Result indique { $tag }, mais la partie se termine par { $movetext }.
diag-missing-result = La partie n'a pas de résultat à la fin (1-0, 0-1, 1/2-1/2 ou *).
diag-homoglyph = Dans { $move }, { $found } est lu comme { $meant }, la lettre à laquelle il ressemble, ici et dans le reste de cette partie, où il n'est plus signalé.
diag-mixed-languages = Les coups de cette partie sont écrits dans plus d'une langue : { $languages }.
diag-unknown-language = Impossible de lire le coup { $move } dans une langue connue : '{ $letter }' n'est une lettre de pièce dans aucune des langues { $languages }.

## Moves as printed in books and newspapers (notes: read, not wrong)

diag-printed-dash = Un tiret d'imprimerie lu comme un trait d'union dans { $move } (tiret demi-cadratin, tiret cadratin ou signe moins, ou tiret entre les deux coups d'une paire). Les suivants dans cette partie ne sont pas signalés.
diag-printed-separator = Le « ; » ou la « , » après { $move } est lu comme un séparateur entre coups, tel qu'imprimé, et non comme le début d'un commentaire. Les suivants dans cette partie ne sont pas signalés.
diag-printed-pair = { $move } est lu comme deux coups, des Blancs et des Noirs, imprimés en paire reliée par un tiret. Les paires suivantes dans cette partie ne sont pas signalées.
diag-printed-glued-pair = { $move } est lu comme deux coups, des Blancs et des Noirs, imprimés sans rien entre eux (une espace perdue, comme dans une page copiée d'un tableau). Les suivants dans cette partie ne sont pas signalés.
diag-printed-number = { $move } est lu comme un numéro de coup collé à son coup. Les suivants dans cette partie ne sont pas signalés.
diag-printed-number-period = { $move } est lu comme le numéro de coup des Blancs avec son point après l'espace, comme une page écrite de droite à gauche compose un numéro de coup. Les suivants dans cette partie ne sont pas signalés.
diag-printed-mate = Le mot pour le mat dans { $move } est lu comme le signe de mat (#). Les suivants dans cette partie ne sont pas signalés.
diag-printed-capture = Le signe de prise dans { $move } est lu comme x. Les suivants dans cette partie ne sont pas signalés.
diag-printed-star-capture = Le * entre les cases de { $move } est son signe de prise, comme l'impriment les bases de problèmes, et est lu comme x. Les suivants dans cette partie ne sont pas signalés.
diag-printed-spaced-move = { $move } est imprimé avec des espaces entre ses lettres et ses chiffres, comme les livres et journaux anciens impriment les coups, et est lu comme un seul coup. Les suivants dans cette partie ne sont pas signalés.
diag-printed-castling-apart = { $move } est un roque imprimé avec une espace à la place de chaque trait d’union, comme l’imprime un texte tiré d’un PDF, et est lu comme un roque. Les suivants dans cette partie ne sont pas signalés.
diag-printed-capture-after = { $move } est imprimé avec le signe de prise après la case, comme les livres anciens impriment les prises, et est lu comme la prise, puisque le coup y prend une pièce. Les suivants dans cette partie ne sont pas signalés.
diag-printed-spaced = { $move } est imprimé avec des espaces à l'intérieur du coup, comme les livres anciens impriment la notation descriptive, et est lu comme un seul coup. Les suivants dans cette partie ne sont pas signalés.
diag-printed-files = { $move } est une prise de pion imprimée par ses deux colonnes, et est lue comme { $played }, la seule prise qu'un pion peut faire de la première colonne sur la seconde. Les suivantes dans cette partie ne sont pas signalées.
diag-printed-homoglyph = Dans { $move }, { $found } est une lettre d'une autre écriture qui ressemble à la colonne { $meant }, et est lue comme cette colonne. Les suivantes dans cette partie ne sont pas signalées.
diag-printed-spaced-capture = Le signe de prise imprimé à part dans { $move } est lu comme la prise d'un seul coup. Les suivants dans cette partie ne sont pas signalés.
diag-printed-letter = { $move } est imprimé avec une lettre de colonne telle que les claviers la tapent (ç pour c), et est lu avec la lettre de la colonne. Les suivants dans cette partie ne sont pas signalés.
diag-printed-captured-piece = { $move } nomme la pièce qu'il prend, comme les livres l'impriment, et est lu comme { $played }, la prise de cette pièce. Les suivants dans cette partie ne sont pas signalés.
diag-printed-number-slash = { $move } est lu comme un numéro de coup imprimé avec une barre oblique après lui, comme certaines pages l'impriment. Les suivants dans cette partie ne sont pas signalés.
diag-printed-left-out = { $move } se trouve là où un coup n'est pas donné, comme certaines revues l'impriment (5. —o— Bg4), et est lu comme ce coup omis. Les suivants dans cette partie ne sont pas signalés.
diag-printed-number-paren = { $move } est lu comme un numéro de coup imprimé avec une parenthèse fermante après lui, comme certaines pages l'impriment. Les suivants dans cette partie ne sont pas signalés.
diag-printed-lower-piece = { $move } est imprimé avec une lettre de pièce en minuscule, et est lu comme { $played } : comme coup de pion il n'est pas légal, ou la partie ne peut pas se jouer jusqu'à sa fin. Les suivants dans cette partie ne sont pas signalés.
diag-printed-ocr-digit = { $move } est imprimé avec une lettre pour le chiffre de la rangée (un l minuscule pour 1, ó ou G pour 6), comme l'écrit un texte lu d'un scan, et est lu comme { $played }. Les suivants dans cette partie ne sont pas signalés.
diag-printed-ocr-check = { $move } est imprimé avec un f ou un t minuscule pour la croix † de l’échec, comme l'écrit un texte lu d'un scan, et est lu comme { $played }. Les suivants dans cette partie ne sont pas signalés.
diag-printed-ocr-letter = Dans { $move }, { $found } est une lettre cyrillique qu'un texte lu d'un scan écrit pour { $meant }, à qui elle ressemble (le signe mou Ь pour b, З pour 3, б pour 6), et est lue comme { $meant }. Les suivantes dans cette partie ne sont pas signalées.
diag-printed-unmarked-capture = { $move } est une prise de pion imprimée sans signe de prise, comme sa colonne et la case où il prend, et est lue comme { $played }. Les suivantes dans cette partie ne sont pas signalées.
diag-printed-two-readings = { $move } se lit de deux façons, toutes deux légales jusqu'à la fin de la partie : { $moves } (tel qu'imprimé, un coup de pion / comme la pièce imprimée en minuscule). La première est jouée ; imprimez la lettre de la pièce en majuscule pour prendre l'autre.
diag-printed-check-apart = Dans { $move }, le signe { $sign } imprimé à part après le coup est lu comme le signe d'échec ou de mat du coup. Les suivants dans cette partie ne sont pas signalés.
diag-printed-dagger = Dans { $move }, { $sign } est lu comme { $read } : les livres anciens impriment la croix † pour l'échec et la double croix ‡ pour le mat. Les suivants dans cette partie ne sont pas signalés.
diag-printed-move-broken = { $move } est un coup coupé en fin de ligne à son tiret ou à son signe de prise, comme l’impriment les colonnes étroites des journaux, et est lu comme un seul coup. Les suivants dans cette partie ne sont pas signalés.
diag-printed-dash-apart = { $move } est un coup en notation longue imprimé avec une espace à côté de son tiret, et est lu comme un seul coup. Les suivants dans cette partie ne sont pas signalés.
diag-printed-ocr-space = { $move } est imprimé avec une espace entre la colonne et la rangée d'une case, comme l'écrit un texte lu d'un scan, et est lu sans cette espace. Les suivants dans cette partie ne sont pas signalés.
diag-printed-idea = Dans { $move }, le coup après le signe « avec l'idée » est la menace ou le plan que l'auteur nomme : il est lu comme un commentaire et n'est pas joué. Les suivants dans cette partie ne sont pas signalés.
diag-printed-threat = Dans { $move }, le coup après le mot de menace (avec les coups qui suivent jusqu'au mat menacé) est la menace que l'auteur nomme : il est lu comme un commentaire et n'est pas joué. Les suivants dans cette partie ne sont pas signalés.
diag-printed-any-move = { $move } indique « n'importe quel coup » d'une pièce (`~`) : l'abréviation de l'auteur pour un ensemble de coups auxquels répond la même suite, pas un coup. Il n'est pas joué, et le reste de sa ligne, qui suit un coup inconnu, est lu comme un commentaire. Les suivants dans cette partie ne sont pas signalés.
diag-printed-prose = { $move } est du texte imprimé entre les coups (comme « et », « et maintenant »), pas un coup : il est lu comme un commentaire. Les suivants dans cette partie ne sont pas signalés.
diag-printed-restart = { $move } reprend à un coup antérieur des noirs, comme les rubriques de problèmes impriment les variantes d'une solution l'une après l'autre, et est lu comme une variante de la réponse des noirs à cet endroit. Les suivants dans cette partie ne sont pas signalés.
diag-printed-alternative = { $move } reprend à un coup antérieur des blancs, comme les livres impriment les alternatives d'une ligne l'une après l'autre, et est lu comme une variante du coup des blancs à cet endroit. Les suivants dans cette partie ne sont pas signalés.
diag-printed-result = { $move } est lu comme le résultat { $result }, tel qu'imprimé.
diag-printed-quotes = { $count ->
    [one] Une valeur de balise est imprimée entre des guillemets typographiques, non entre ceux de PGN (") ; elle est lue comme le texte qu'ils entourent.
   *[other] { $count } valeurs de balise sont imprimées entre des guillemets typographiques, non entre ceux de PGN (") ; chacune est lue comme le texte qu'ils entourent.
}
diag-game-in-text = Une partie dans le texte : elle commence ici et finit à { $word }. Le texte qui l'entoure n'est pas lu.
diag-note-in-text = Le texte imprimé entre les coups de cette partie, qui contient des coups (une variante, ou des coups cités dans une phrase), est lu comme une note, pas comme des coups, et la partie continue après. Les autres notes de cette partie ne sont pas signalées.
# $fen: the position printed above the game, as FEN.
diag-set-up-in-text = La partie commence dans la position imprimée au-dessus, lue comme { $fen } : ses coups sont rejoués à partir de là, comme avec une balise [FEN].
diag-set-up-from-game = { $move } ne convient pas à la position initiale : la ligne est lue comme la suite de la partie imprimée au-dessus, à partir de la position de sa ligne principale avant ce coup ({ $fen }), où ses coups se rejouent.
# $squares: the squares where they differ; $diagram: the board the diagram shows, as a FEN board; $board: the one the moves reach.
diag-printed-diagram-differs = Le diagramme imprimé ici n'est pas la position à laquelle mènent les coups : il diffère en { $squares } (le diagramme : { $diagram } ; les coups : { $board }). Un coup avant lui est fautif ou mal lu, ou le diagramme appartient à un autre endroit. La partie continue avec ses coups.
# $written: the count printed, (white+black); $found: the list's.
diag-set-up-count = Le décompte imprimé avec la position au-dessus de la partie, { $written }, n'est pas celui de sa liste, { $found } (les Blancs d'abord) : la liste ou le décompte est fautif. La partie est rejouée depuis la liste.
# $move: the game's first move, as printed.
diag-set-up-missing = La partie commence dans une position qui n'est pas imprimée au-dessus sous une forme lisible (un FEN, une liste de pièces ou un diagramme dans le texte d'une police d'échecs) : son premier coup { $move } ne peut pas être joué depuis la position initiale. Donnez la position en FEN ou en liste de pièces au-dessus des coups (ou une balise [FEN]).
diag-printed-ambiguous = { $move } se lit comme deux paires de coups différentes, toutes deux légales : { $moves }. La première est jouée ; imprimez les deux coups séparément pour dire laquelle est voulue.
diag-two-readings = Les coups se lisent de deux façons, légales jusqu'au bout : en { $language } (la lecture retenue) et en { $languages }. Elles se séparent à { $move } : { $moves }. Indiquez la langue de la partie pour prendre l'autre.

## The command line (forsyth): help texts

cli-about = Lire, vérifier, afficher et traduire la notation des échecs dans de nombreuses langues (parties PGN, positions FEN, coups) et compter les coups (perft)
cli-after-help =
    Code de sortie : 0 succès, 1 l'entrée contient des erreurs, 2 erreur d'utilisation.

    Les messages sont dans la langue que nomme FORSYTH_UI_LANG, sinon dans celle de
    LANGUAGE, LC_ALL, LC_MESSAGES ou LANG (en anglais si aucune n'est connue).
    FORSYTH_LOCALES et --locales nomment des dossiers d'autres langues.

    Exemples :
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth check games.pgn positions.fen
      forsyth board --lang el
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth perft 5
cli-perft-about = Compter les feuilles de l'arbre des coups légaux (perft), par premier coup
cli-perft-after-help =
    Affiche une ligne '<coup> : <nombre>' par coup légal, triée selon le coup en
    coordonnées UCI, puis une ligne vide et le total seul sur la dernière ligne.
    Dans les positions Chess960, le roque s'écrit comme le roi prenant sa propre tour
    (e1h1 plutôt que e1g1). La profondeur 0 compte la position elle-même : 1.

    Depuis la position initiale, les nombres croissent d'environ trente fois par
    demi-coup : la profondeur 7 prend des secondes, la 9 des heures, la 10 des jours.
    Les positions qui ont peu de coups vont bien plus loin : une position mate répond
    0 à toute profondeur. Un arbre trop large pour être compté est refusé. Sur un
    terminal, une barre montre les premiers coups déjà comptés ; Ctrl-C arrête le
    compte, affiche les premiers coups comptés avec leur total marqué comme
    incomplet, et sort avec le code 130.

    Exemples :
      forsyth perft 3
      forsyth perft 2 --fen 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'
      forsyth perft 4 --fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
cli-perft-depth-help = Demi-coups à explorer, de 0 à { $max }
cli-perft-fen-help = La position, entre guillemets ou en dernier sur la ligne [par défaut : la position initiale]
cli-fen-about = Vérifier une FEN et l'afficher normalisée
cli-fen-after-help =
    Une FEN valide est affichée normalisée sur la sortie standard. Une FEN invalide
    est signalée sur la sortie d'erreur avec la colonne (en caractères) où commence
    le problème, la FEN et des ^^^ sous le problème ; le code de sortie est alors 1.

    La FEN peut être entre guillemets ou non : plusieurs arguments sont réunis par
    une espace.

    Avec --from LANGUE, la position est lue comme les problémistes l'écrivent avec
    les lettres de cette langue : l'échiquier seul ou suivi d'autres champs, entre
    crochets ou non, puis un décompte des pièces tel que (5+1), qui est vérifié ;
    les champs absents valent 'w - - 0 1'. Avec --to LANGUE, l'échiquier est
    affiché avec les lettres de cette langue et le décompte des pièces, ou comme
    une liste de pièces pour une langue sans majuscules (l'hébreu).

    Exemples :
      forsyth fen rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1
      forsyth fen --lenient R7/4k3/4N3/K2B4/8/8/8/5R2
      forsyth fen --lenient '[rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w]'
      forsyth fen --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2) (5+1)'
      forsyth fen --to de R7/4k3/4N3/K2B4/8/8/8/5R2 w - - 0 1
cli-fen-arg-help = La FEN, entre guillemets ou non ; - lit une position par ligne sur l'entrée standard
cli-lenient-help = Accepter une FEN incomplète ou peu soignée ; des notes sur la sortie d'erreur disent ce qui a été réparé
cli-completions-about = Afficher un script de complétion de forsyth pour un shell
cli-completions-after-help =
    Exemples :
      forsyth completions bash > ~/.local/share/bash-completion/completions/forsyth
      forsyth completions zsh > ~/.zfunc/_forsyth
      forsyth completions fish > ~/.config/fish/completions/forsyth.fish
cli-completions-shell-help = Le shell : bash, elvish, fish, powershell ou zsh
cli-man-about = Afficher la page de manuel de forsyth (roff), pour man : forsyth man > forsyth.1
cli-hint-lenient = il manque des champs à la FEN : --lenient la lit avec les valeurs habituelles (w - - 0 1)
cli-stdin-line = ligne { $line } de l'entrée standard :
cli-color-help = Couleurs : auto, always ou never (auto : sur un terminal, sans NO_COLOR)
cli-languages-about = Lister les langues que forsyth lit et écrit, avec leurs lettres
cli-languages-row = { $tag }  { $name } : pièces { $pieces }, colonnes { $files }, roque { $castling }, prise { $capture } ; messages { $complete } %
cli-quiet-help = N'afficher que les constats : pas de résumé
cli-summary-help = Finir par une ligne de résumé sur la sortie d'erreur même hors d'un terminal
cli-check-summary = { $files ->
        [one] { $files } fichier
       *[other] { $files } fichiers
    }, { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : { $errors ->
        [one] { $errors } erreur
       *[other] { $errors } erreurs
    }, { $warnings ->
        [one] { $warnings } avertissement
       *[other] { $warnings } avertissements
    } ({ $seconds } s)
cli-output-help = Écrire la traduction dans ce fichier (écrit en entier, puis mis en place) au lieu de la sortie standard
cli-in-place-help = Remplacer chaque fichier par sa traduction (écrite à côté, puis renommée par-dessus ; son encodage conservé)
cli-compressed-in-place = { $file } est compressé : traduisez-le avec -o ou vers la sortie standard
cli-no-game = { $file } : aucune partie trouvée
cli-no-game-copied = { $file } : aucune partie trouvée ; le texte est recopié tel quel (avec sa langue dans --from, les coups que nomme son texte sont traduits)
cli-no-game-prose = { $file } : aucune partie trouvée ; seuls les coups que nomme son texte sont traduits
cli-spoken-in-place = --in-place remplacerait les parties par leurs coups en toutes lettres : écrivez-les avec -o ou vers la sortie standard
cli-board-about = Afficher une position en diagramme, avec ses coups légaux
cli-board-after-help =
    Dessine l'échiquier avec des figurines (Blancs ♔♕♖♗♘♙, Noirs ♚♛♜♝♞♟), les cases
    sombres vides en '·', puis le trait, les droits de roque, la case de prise en
    passant, l'échec, le mat ou le pat, et les coups légaux en coordonnées UCI.

    Avec --lang LANGUE, les colonnes sont nommées dans cette langue (grec α–θ), les
    pièces y sont énumérées sous le diagramme, et les coups légaux écrits dans sa
    notation algébrique ; --letters dessine ses lettres au lieu des figurines.

    Sur un fond de terminal sombre, les figurines « blanches » en contour peuvent
    paraître plus sombres que les « noires » pleines ; --ascii affiche plutôt les
    lettres FEN (majuscules les Blancs, minuscules les Noirs), ce qui convient
    aussi aux lecteurs d'écran et aux polices sans figurines.

    Exemples :
      forsyth board
      forsyth board --flip rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3
      forsyth board --ascii --lenient 'R7/4k3/4N3/K2B4/8/8/8/5R2'
      forsyth board --lang el --from el '(Π7/4ρ3/4Ι3/Ρ2Α4/8/8/8/5Π2)'
cli-board-fen-help = La position, entre guillemets ou non [par défaut : la position initiale]
cli-ascii-help = Seulement de l'ASCII : des lettres pour les pièces et un cadre +-|
cli-flip-help = Les Noirs en bas
cli-spoken-help = Lire la position pièce par pièce en toutes lettres, dans la langue de --lang ou sinon la vôtre

## The command line: errors and notes

cli-depth-not-a-number = '{ $text }' n'est pas une profondeur : donnez un nombre entier de 0 à { $max }
cli-depth-too-large = la profondeur { $depth } dépasse la plus grande profondeur, { $max }
cli-perft-too-wide = la profondeur { $depth } ne peut pas être comptée depuis cette position : plus de { $limit } positions différentes au demi-coup { $ply } avec encore plus de { $plies } demi-coups à explorer ; un tel arbre a plus de feuilles qu'un compte sur 128 bits n'en contient, ou prend plus de temps que n'en dure un ordinateur
cli-perft-incomplete = { $count } (incomplet : { $done } premiers coups sur { $total } comptés avant Ctrl-C)
cli-perft-progress = premiers coups
cli-perft-at-least = au moins { $count }
# l10n: same as English (the French word)
cli-note = note
cli-at-column = colonne { $column } : { $reason }
cli-write-failed = impossible d'écrire la sortie : { $error }

## The command line: what `forsyth board` shows below the diagram

cli-fen-line = FEN : { $fen }
cli-side-to-move =
    Trait : { $color ->
        [white] aux Blancs
       *[black] aux Noirs
    }
cli-castling = Roque : { $rights }
cli-castling-chess960 = Roque : { $rights } (Chess960)
cli-castling-none = aucun
cli-en-passant = Prise en passant : { $square }
cli-en-passant-no-capture = Prise en passant : { $square } (aucune prise légale)
cli-status = État : { $notes }
cli-status-in-progress = État : partie en cours
cli-status-separator = { " ; " }
cli-status-checkmate =
    échec et mat, { $color ->
        [white] les Blancs gagnent
       *[black] les Noirs gagnent
    }
cli-status-stalemate = pat, partie nulle
cli-status-check =
    { $color ->
        [white] les Blancs sont
       *[black] les Noirs sont
    } en échec
cli-status-insufficient-material = partie nulle : aucun camp n'a le matériel pour mater
cli-status-seventy-five-moves = partie nulle : 75 coups sans prise ni coup de pion
cli-status-fifty-moves-claimable = 50 coups sans prise ni coup de pion : la nulle peut être réclamée
cli-legal-moves =
    { $count ->
        [one] Coup légal ({ $count }) : { $moves }
       *[other] Coups légaux ({ $count }) : { $moves }
    }
cli-legal-moves-none = Coups légaux : aucun

## The command line: translate, check, languages

cli-locales-help = Un dossier d'autres langues, un sous-dossier par étiquette de langue organisé comme locales/ (ajoute des langues ou remplace des messages)
cli-translate-about = Traduire les coups de parties PGN dans une autre langue ou notation
cli-translate-after-help =
    Lit du PGN, ou des coups seuls, dans FICHIER (l'entrée standard si FICHIER vaut
    '-' ou manque) et écrit le même texte sur la sortie standard, chaque coup écrit
    dans la langue demandée. Les balises, commentaires, numéros de coups,
    variantes, résultats et espaces sont recopiés octet pour octet.

    Seules les lettres d'un coup changent : le roque avec des zéros (0-0), la prise
    notée ':' ou pas notée, la promotion écrite e8Q ou e8(Q), les signes d'échec
    écrits ou omis, les coups nuls (--, Z0) et les coups en UCI ou en notation
    algébrique longue restent tels que l'auteur les a choisis. --style réécrit au
    contraire chaque coup dans une seule notation (san : algébrique standard avec
    les signes d'échec, O-O et e8=Q).

    La langue des coups est trouvée partie par partie (--from auto) ou donnée. Les
    langues se nomment par leur étiquette (de), par leur propre nom (Deutsch,
    Ελληνικά) ou en anglais (German).

    Un coup illégal, ambigu ou illisible est signalé sur la sortie d'erreur sous
    la forme FICHIER:LIGNE:COLONNE: error[code]: message (les colonnes comptent
    des caractères) ; le reste de cette partie est recopié tel quel, les parties
    suivantes sont traduites, et le code de sortie est 1. Les avertissements (un
    signe d'échec ou un numéro de coup faux) s'affichent avec --warnings. Les gros
    fichiers montrent une barre de progression sur un terminal.

    Une entrée qui n'est pas en UTF-8 est lue dans la page de code que disent ses
    lettres et ses coups (Windows-1252, ou une grecque, hébraïque, cyrillique ou
    d'Europe centrale ; un avertissement dit laquelle), ou dans l'encodage nommé par --encoding. La sortie est dans l'encodage de
    l'entrée, pour que chaque octet qui n'est pas un coup reste le même, ou dans
    celui que nomme --output-encoding.

    Exemples :
      forsyth translate --to de tests/data/seed/oikonomopoulos-1881.pgn
      forsyth translate --from el --to it --style fan problem.pgn
      forsyth translate --style uci < games.pgn > games-uci.pgn
cli-translate-file-help = Les fichiers PGN, et des dossiers (leurs fichiers .pgn, compressés ou non) ; '-' ou rien lit l'entrée standard
cli-from-help = La langue dans laquelle les coups sont écrits, ou 'auto' pour la trouver partie par partie ; descriptive-en ou descriptive-es pour la notation descriptive (P-K4, P4R)
cli-to-help = La langue dans laquelle écrire les coups
cli-style-help = Réécrire chaque coup dans une seule notation : san (standard, avec les signes d'échec), lan (les deux cases), fan (figurines), uci ou iccf (chiffres), ou dire les coups en toutes lettres, un numéro de coup par ligne : spoken ; sans cette option, seules les lettres changent ; descriptive écrit la notation descriptive (N-KB3) dans la langue de --to, anglais ou espagnol
cli-spoken-files-help = Comment les coups et positions parlés disent les colonnes : literate (les lettres, épelées), nato (alfa … hotel) ou anna (Anna … Hector, comme dans les règles de la FIDE pour les joueurs aveugles)
cli-isolate-help = Entourer chaque coup de marques d'isolement bidirectionnel (FSI … PDI), pour des coups dans un texte de l'autre sens d'écriture
cli-comments-help = Ce que fait une traduction des coups cités dans les commentaires et le texte autour des parties : translate (traduire leurs lettres de pièce, comme celles des coups) ou keep (les garder octet pour octet)
cli-warnings-help = Signaler aussi les avertissements : signes d'échec ou de prise faux, numéros de coups, résultats
cli-check-about = Vérifier des parties PGN et des positions FEN ou EPD, en signalant chaque problème là où il se trouve
cli-check-after-help =
    Les fichiers en .fen ou .epd contiennent une position par ligne (les opérations
    EPD sont acceptées) ; tout autre fichier, et '-' pour l'entrée standard, est lu
    comme du PGN, partie par partie. Chaque problème est affiché sur la sortie
    standard : avec --format text à la manière d'un compilateur, avec la ligne et
    le problème souligné ; avec --format json comme un objet par ligne, avec les
    clés file, line, column, end_line, end_column, severity, code et message
    (lignes et colonnes à partir de 1, les colonnes comptant des caractères).

    Code de sortie : 0 aucune erreur (les avertissements sont permis), 1 des
    erreurs, 2 un fichier n'a pas pu être lu (les autres sont tout de même
    vérifiés).

    Les fichiers qui ne sont pas en UTF-8 sont lus dans la page de code que disent
    leurs lettres et leurs coups (Windows-1252, ou une grecque, hébraïque,
    cyrillique ou d'Europe centrale ; un avertissement dit laquelle), ou dans l'encodage nommé par --encoding ; les lignes et
    les colonnes sont celles du texte décodé.

    Exemples :
      forsyth check tests/data/pgn/lichess-100.pgn
      forsyth check --lang el --format json problems.pgn
      forsyth check positions.fen suite.epd
cli-check-files-help = Les fichiers à vérifier, et des dossiers (leurs fichiers .pgn, .fen et .epd, compressés ou non) : les fichiers .fen et .epd contiennent des positions, tous les autres du PGN ; '-' lit du PGN sur l'entrée standard
cli-format-help = text : à la manière d'un compilateur, avec la ligne et le problème souligné ; json : un objet par ligne
cli-strict-help = Signaler chaque avertissement comme une erreur (pour les éditeurs qui veulent des fichiers propres) : FEN et balises réparées, signes et numéros de coups faux, parties selon d'autres règles
cli-forsyth-from-help = Lire la position comme l'écrivent les problémistes avec les lettres de cette langue (grec (Π7/4ρ3/…) (5+1)) : crochets, autres champs et décompte des pièces, qui est vérifié
cli-forsyth-to-help = Afficher l'échiquier avec les lettres Forsyth de cette langue et le décompte des pièces, ou comme une liste de pièces pour une langue sans majuscules (l'hébreu)
cli-board-lang-help = Afficher les colonnes, les pièces et les coups légaux dans cette langue
cli-letters-help = Dessiner les pièces avec les lettres de la langue au lieu des figurines
cli-unknown-language = langue inconnue '{ $name }' ; langues connues : { $languages }
# $name : la langue telle que donnée ; $languages : celles qui ont une notation descriptive.
cli-no-descriptive = { $name } n'a pas de notation descriptive ; la notation descriptive se lit et s'écrit en { $languages }
cli-cannot-read = impossible de lire { $name } : { $error }
cli-letters-no-case = { $language } n'a pas de lettres majuscules et minuscules : les pièces sont dessinées en figurines
cli-letters-multi = { $language } écrit une pièce avec plus d'une lettre ({ $letter }) : un échiquier ne peut donc pas montrer une lettre par pièce, les pièces sont dessinées en figurines

## The command line: encodings

cli-encoding-help = L'encodage de l'entrée : une étiquette du WHATWG Encoding Standard (utf-8, windows-1252 ou latin1, iso-8859-7, windows-1255, koi8-r, cp866, utf-16le…) ou cp437. Sans elle, une marque d'ordre des octets décide, sinon les octets : UTF-8, ou la page de code que disent ses lettres et ses coups (windows-1252, -1253, -1255, -1251, -1250…), avec un avertissement
# Help of --max-game-size (translate and check).
cli-max-game-size-help = La plus longue partie (ou ligne) lue, en octets ou avec une unité : 4096, 512KiB, 64MiB (par défaut), 1G ; une plus longue est signalée (game-too-large), n'est pas lue, et translate la recopie telle quelle
cli-output-encoding-help = L'encodage de la sortie (une étiquette comme pour --encoding) : par défaut celui de l'entrée, pour que chaque octet qui n'est pas un coup reste le même ; utf-8 écrit de l'UTF-8
cli-encoding-unknown = encodage inconnu '{ $label }' : donnez une étiquette du WHATWG Encoding Standard, comme utf-8, windows-1252 (latin1), iso-8859-7, windows-1255, koi8-r, cp866, utf-16le, ou cp437
cli-encoding-guessed = { $place } : le fichier n'est pas en UTF-8 ; il est lu en { $encoding } (--encoding nomme un autre encodage)
cli-encoding-stray = { $place } : des octets qui ne sont pas de l'UTF-8 dans un fichier UTF-8 ; ils sont lus comme des caractères { $encoding }, ici et plus loin (--encoding nomme l'encodage du fichier entier)
cli-encoding-malformed = { $place } : des octets qui ne sont pas du { $encoding } ; chacun est lu comme U+FFFD (�)
cli-encoding-unwritable-moves = { $encoding } ne peut pas écrire les coups en { $language } ({ $chars }) : donnez --output-encoding utf-8
cli-encoding-output-utf8 = { $encoding } ne peut pas écrire les coups en { $language } ({ $chars }) : la traduction est écrite en UTF-8 (--output-encoding nomme un autre encodage)
cli-encoding-unwritable = ligne { $line } de la sortie : { $encoding } ne peut pas écrire '{ $char }' ({ $codepoint }) ; la traduction s'arrête là : donnez --output-encoding utf-8

## The command line: positions in a language's Forsyth letters

cli-forsyth-empty = il n'y a pas de champ d'échiquier
cli-forsyth-no-letter-case = { $language } n'a pas de lettres Forsyth majuscules et minuscules : écrivez une liste de pièces
cli-forsyth-unclosed-bracket = '{ $char }' n'est jamais fermé
cli-forsyth-unknown-letter = '{ $char }' ({ $codepoint }) n'est ni une lettre Forsyth en { $language }, ni un chiffre de 1 à 8, ni '/'
cli-forsyth-unknown-letter-looks-like = '{ $char }' ({ $codepoint }) n'est ni une lettre Forsyth en { $language }, ni un chiffre de 1 à 8, ni '/' ; vouliez-vous dire { $meant }, qui lui ressemble ?
cli-forsyth-too-many-fields = une FEN a au plus 6 champs, celle-ci en a { $found } ; un décompte des pièces s'écrit entre parenthèses
cli-forsyth-bad-unit-count = un décompte des pièces s'écrit (blancs+noirs), comme (5+1)
cli-forsyth-unit-count-mismatch = le décompte des pièces indique { $text }, mais l'échiquier en a { $expected }

## The command line: usage errors (the parts clap finds)

cli-usage-unknown-argument = argument inattendu '{ $arg }'
cli-usage-invalid-value = valeur '{ $value }' invalide pour '{ $arg }'
cli-usage-invalid-value-choices = valeur '{ $value }' invalide pour '{ $arg }' ; les valeurs possibles sont { $values }
cli-usage-invalid-value-reason = valeur '{ $value }' invalide pour '{ $arg }' : { $reason }
cli-usage-value-required = '{ $arg }' demande une valeur, mais aucune n'a été donnée
cli-usage-missing-arguments = des arguments obligatoires manquent : { $args }
cli-usage-unknown-command = commande inconnue '{ $command }'
cli-usage-missing-command = '{ $command }' demande une commande : { $commands }
cli-usage-no-equals = '{ $arg }' demande sa valeur après un signe égal ({ $arg }=…)
cli-usage-too-many-values = valeur inattendue '{ $value }' pour '{ $arg }' : il ne prend pas d'autre valeur
cli-usage-too-few-values = '{ $arg }' prend au moins { $min } valeurs ; données : { $actual }
cli-usage-wrong-number-of-values = '{ $arg }' prend { $expected } valeurs ; données : { $actual }
cli-usage-conflict = '{ $arg }' ne peut pas s'employer avec { $other }
cli-usage-conflict-any = '{ $arg }' ne peut pas s'employer avec les autres arguments donnés
cli-usage-repeated = '{ $arg }' ne peut pas être donné plus d'une fois
cli-usage-tip = astuce
cli-usage-did-you-mean = vouliez-vous dire { $names } ?
cli-usage-tip-escape = pour passer '{ $value }' comme valeur, écrivez '{ $example }'
cli-usage-tip-remove-dashes = pour lancer la commande '{ $command }', supprimez le '--' qui la précède
cli-usage-more-information = Pour en savoir plus, essayez '{ $help }'.

## The command line: the words of --help around our help texts

cli-help-usage = Utilisation
cli-help-commands = Commandes
# l10n: same as English (the French word)
cli-help-arguments = Arguments
# l10n: same as English (the French word)
cli-help-options = Options
cli-help-help = Afficher l'aide
cli-help-version = Afficher la version
cli-help-command-about = Afficher ce message ou l'aide de la commande donnée
cli-help-command-arg = La commande à expliquer

## The language server: hovers, code actions, errors

lsp-hover-after-move = Après { $move }
lsp-hover-to-move =
    { $color ->
        [white] Trait aux Blancs
       *[black] Trait aux Noirs
    }
lsp-hover-fen = FEN : { $fen }
lsp-hover-nag = { $glyph } (NAG { $number })
lsp-hover-read-in = Les coups se lisent de la même façon en : { $languages }
lsp-hover-printed = { $word } est imprimé comme les livres et les journaux impriment les coups, et se lit { $read }
lsp-hover-printed-nothing = { $word } est un signe d'imprimerie entre des coups et ne représente aucun coup
lsp-action-translate-game = Traduire la partie en { $language }
lsp-action-translate-file = Traduire le fichier en { $language }
lsp-action-figurines = Écrire en figurines
lsp-action-standard-pgn = Réécrire en PGN standard
lsp-action-standard-pgn-selection = Réécrire la sélection en PGN standard
lsp-action-fix = Remplacer par { $move }
fix-fullmoves-one = Mettre le numéro du coup à 1
fix-halfmoves-zero = Mettre le compteur de demi-coups à 0
fix-drop-castling = Supprimer le droit de roque { $letter }
fix-drop-ep-square = Supprimer la case de prise en passant { $square }
fix-add-fields = Ajouter les champs manquants : { $values }
fix-dash = Écrire '-' au lieu de '{ $dash }'
fix-strip-brackets = Supprimer les crochets autour de la FEN
fix-separators = Séparer les champs par une espace
fix-escape-quotes = Écrire les guillemets de la valeur sous la forme \"
fix-escape-backslash = Écrire la barre oblique inverse sous la forme \\
fix-printed-result = Écrire le résultat sous la forme { $result }
fix-printed-quotes = Écrire les valeurs de balise entre les guillemets de PGN
fix-renumber = Renuméroter les coups à partir de { $expected }
lsp-rename-not-a-language = « { $name } » n'est ni une langue ni ce coup écrit dans une autre langue
lsp-unknown-language = « { $name } » n'est pas une langue que je connais
lsp-bad-arguments = Les arguments de { $command } manquent ou sont mal formés
lsp-unknown-command = Commande inconnue { $command }
lsp-read-only = { $name } est un fichier compressé, affiché décompressé et en lecture seule : décompressez-le pour le modifier
lsp-decompress-failed = Impossible de lire { $name } : { $reason }
lsp-decompressed-too-large = { $name } dépasse { $number } Mio une fois décompressé : trop grand pour être affiché
lsp-not-a-compressed-file-address = { $name } n'est pas une adresse forsyth-decompressed: de fichier
lsp-internal-error = forsyth : erreur interne pendant { $what } (le serveur continue) : { $reason }
lsp-unknown-settings = forsyth : réglages non compris, laissés tels quels : { $settings }
lsp-locale-error = forsyth : une langue des dossiers de langues est laissée de côté : { $error }

## The language server's transport: lines logged on standard error and
## with window/logMessage

lsp-framing-broken = pgn-lsp : { $reason } ; arrêt
lsp-framing-truncated = l'entrée s'est terminée au milieu d'un message
lsp-framing-header = une ligne d'en-tête qui n'est pas « Nom: valeur » : { $text }
lsp-framing-no-length = un message sans en-tête Content-Length
lsp-framing-bad-length = un Content-Length illisible : { $value }
lsp-framing-long-headers = des en-têtes de plus de { $limit } octets
lsp-framing-read-failed = la lecture a échoué : { $reason }
lsp-output-closed = pgn-lsp : la sortie a été fermée ({ $reason }) ; arrêt
lsp-input-ended = pgn-lsp : l'entrée s'est terminée avant shutdown et exit
lsp-message-too-long = pgn-lsp : un message de { $count } octets, plus long que les { $limit } lus, a reçu une erreur en réponse
lsp-message-answered = pgn-lsp : un message mal formé a reçu l'erreur { $value } : { $reason }
lsp-response-dropped = pgn-lsp : une réponse illisible du client a été écartée
lsp-cannot-start = pgn-lsp : démarrage impossible : { $reason }

## Meanings of annotation glyphs (NAGs)

nag-unknown = Un glyphe d'annotation sans signification standard
nag-0 = Annotation nulle
nag-1 = Bon coup
nag-2 = Mauvais coup, une erreur
nag-3 = Très bon coup, brillant
nag-4 = Très mauvais coup, une gaffe
nag-5 = Coup spéculatif, intéressant
nag-6 = Coup discutable, douteux
nag-7 = Coup forcé, le seul coup
nag-8 = Coup unique, sans alternative raisonnable
nag-9 = Le pire coup
nag-10 = Position nulle
nag-11 = Chances égales, position calme
nag-12 = Chances égales, position active
nag-13 = Position confuse
nag-14 = Les Blancs sont légèrement mieux
nag-15 = Les Noirs sont légèrement mieux
nag-16 = Les Blancs sont mieux
nag-17 = Les Noirs sont mieux
nag-18 = Les Blancs ont un avantage décisif
nag-19 = Les Noirs ont un avantage décisif
nag-20 = Les Blancs ont un avantage écrasant
nag-21 = Les Noirs ont un avantage écrasant
nag-22 = Les Blancs sont en zugzwang
nag-23 = Les Noirs sont en zugzwang
nag-32 = Les Blancs ont une avance de développement
nag-33 = Les Noirs ont une avance de développement
nag-36 = Les Blancs ont l'initiative
nag-37 = Les Noirs ont l'initiative
nag-40 = Les Blancs ont l'attaque
nag-41 = Les Noirs ont l'attaque
nag-44 = Les Blancs ont une compensation suffisante pour le matériel
nag-45 = Les Noirs ont une compensation suffisante pour le matériel
nag-132 = Les Blancs ont du contre-jeu
nag-133 = Les Noirs ont du contre-jeu
nag-138 = Les Blancs sont en grave zeitnot
nag-139 = Les Noirs sont en grave zeitnot
nag-140 = Avec l'idée
nag-141 = Dirigé contre
nag-142 = Meilleur est
nag-143 = Moins bon est
nag-144 = Équivalent est
nag-145 = Commentaire de la rédaction
nag-146 = Nouveauté
