// Package lan plays Trick Party tables over a local network: a Host runs the
// engine game and serves seats over TCP, a Client takes one seat, and
// Advertise/Browse announce and find tables with mDNS (_trickparty._tcp).
//
// # Wire format
//
// Every message is one frame: a 4-byte big-endian length followed by that
// many bytes. During the handshake the bytes are one Msg object in JSON;
// after it every frame is sealed: the JSON encrypted and authenticated
// with AES-256-GCM (seal.go), the length header as additional data, under
// a key of its direction, the frame's number in that direction being the
// nonce. A frame that was replayed, reordered, dropped, cut short, altered
// or injected does not open, and the connection ends (ErrTampered; the
// host says CodeTampered) with the seat kept as for a dropped link. A
// frame longer than MaxFrame (64 KiB) plus the seal, or of length zero, is
// refused before anything is allocated for it, and the connection is
// closed: the largest real message (a view of a 7-seat Gudetama table) is
// a few KiB, so the cap only ever stops abuse.
//
// # Handshake
//
// The join code keys a password-authenticated key exchange, CPace with
// ristretto255 and SHA-512 (lan/internal/cpace, draft-irtf-cfrg-cpace-21,
// tested against the draft's vectors). Nothing about the game, and no
// name or token, is sent before both sides have proven they hold the same
// key:
//
//	guest -> hello     {proto, nonce=Nc, rejoin?}   (in clear)
//	host  -> challenge {proto, nonce=Nh}            (or error "version")
//	guest -> share     {share=Ya}
//	host  -> share     {share=Yb, key=host's Ed25519 key, mac=Tb, sig}
//	guest -> confirm   {mac=Ta}
//	guest => join      {name, bot?, token?}          (sealed from here on)
//	host  => welcome   {seat, token, table}           (or a sealed error)
//	host  => history, view ...
//
// sid = Nc || Nh; CI = lv_cat("TrickParty LAN 5", "guest", "table"); the
// code, normalised, is the PRS; ADa is empty and ADb the host's key, so the
// key is bound to the exchange. Ta and Tb are the draft's key confirmation
// (HMAC-SHA512 under H("CPaceMac" || sid || ISK) of each side's own
// message); the two directions' keys come from HKDF-SHA512 of ISK with the
// transcript as salt. sig is the host's Ed25519 signature of sid and the
// transcript: a guest that kept a seat (ClientConfig.HostKey) goes on only
// if the table proves the same key, so its token never reaches a table
// that merely took its name or address (ErrOtherHost). The host keeps its
// key in its save, so a resumed table proves it too. rejoin is HMAC(token,
// Nc): it lets the host count the attempt against the seat it names
// without the token crossing in clear, and a nonce is taken once.
//
// Each connection is worth one guess of the code to an active attacker and
// nothing to a passive one: the shares are random group elements whatever
// the code, and the values that depend on the code also depend on a secret
// scalar (docs/SECURITY.md). The host sends its share and tag only once the
// attempt holds a slot of the limits below, and learns from Ta whether the
// code was right. A version mismatch is reported to both sides in words
// that say which one must update. Wrong codes are limited per remote
// address and per table (see Liveness and abuse).
//
// # Play
//
// The seat of a connection is fixed by the host when it welcomes it; no
// message can name a different seat (an "act" whose seat field disagrees
// closes the connection). Every action is applied through the engine for
// that seat, which refuses illegal ones. Each act carries seq, the number of
// actions this seat has had applied so far: a repeat of the last action is
// ignored, anything else out of step gets a fresh snapshot (a resync).
//
// Every message carrying game data is a "view" built by one function
// (Host.view) from the engine's Observation of the receiving seat plus
// public metadata (seat names, connection state, scores), so a seat can never
// receive another seat's hidden cards. Views are complete snapshots: a client
// that missed anything just takes the next one. Each seat's SeatInfo says
// who plays it: a person, a table bot (Bot, Level), a guest that joined as
// a bot (GuestBot, Level), a Normal bot holding an absent person's seat
// (BotHeld, Level), or nobody yet: a person a resumed table waits for
// (Awaited).
//
// # Liveness and abuse
//
// Both sides send a ping every KeepAlive (a second) and drop a peer silent
// for IdleTimeout (four), so a guest notices a host that died without a
// word, or whose network went away, within 4 s (Client.Lost); it then
// redials for RetryFor (a minute) before ending with ErrHostLost. The
// host's pings carry random numbers and the guest repeats one once it has
// read everything before it: a guest that leaves them unanswered for
// HostConfig.AckTimeout (15 s) has stopped reading, whatever it still
// sends, and its seat goes to a bot at once. The handshake must finish within HandshakeTimeout, reads
// frames of at most 4 KiB, and at most MaxHandshakes connections may be in
// it at once. Each connection has a token-bucket rate limit; connections
// per remote address are capped. A malformed, oversized, forged or
// flooding connection is closed and the host keeps serving everybody else.
//
// A connection the host can no longer write to (the peer stopped reading)
// is given up after HostConfig.WriteTimeout like a dropped one, however
// much the peer keeps sending. A join code is judged only after its
// attempt has taken one of its address's MaxBadCodes and one of the
// table's MaxCodeGuesses slots per BadCodeWindow (a right code gives them
// back), so parallel handshakes and crowds of addresses get no more
// guesses than that; an attempt without a slot is refused unjudged with
// one answer, before anything depending on the code is sent. Strangers
// spending the table's slots would keep friends out too, so an address new
// to the guessing (no attempt in the window, no newcomer slot in the last
// 60 windows) may have one code judged from a pool of MaxCodeGuesses/4
// newcomer slots per window. With the defaults and N addresses that is at
// most min(300N, 3600 + min(N, 900)) judged codes an hour, against
// min(300N, 3600) without it (a generated code is one of 31^6, about 887
// million); keeping friends out takes 900 fresh addresses an hour instead
// of 12 addresses, which only an attacker free to use any number of
// addresses (IPv6 on the link) has. An attempt whose hello names a seat
// (rejoin) is counted against that seat instead, so nobody can lock a
// player out.
// Names are NFKC-normalised and trimmed, and a name that looks like
// another seat's gets a number: names are compared by UTS #39 skeletons on
// Unicode 16.0.0's confusables.txt (confusables_table.go, made by go
// generate from the pinned file), with case folded and hidden characters
// left out.
//
// With HostConfig.TurnTimer set, each player due to act has a deadline (a
// turn after a finished trick or round has time to read it on top, during
// which its clock stands still); the views carry every seat's time left
// (SeatInfo.TurnLeftMs) and how much of it the clock stands still
// (SeatInfo.TurnHeldMs), and when it runs out the seat's stand-in bot
// plays that one turn, its record says so (LastAction.TimedOut), and the
// player gets a RuleTimedOut notice. The host can remove a player (Kick); a bot takes
// the seat for good.
//
// When a player's connection drops, a bot holds the seat after a grace
// period so the table is never stuck; the client redials with backoff and
// its reconnect token (random, issued at welcome) gives the seat back. When
// the host quits it says "bye" and clients stop; a host that autosaves
// (HostConfig.SavePath or SaveTo: Config plus applied moves, seats with
// their tokens and turn time left, as JSON; after every move, every
// HostConfig.ClockSave while a turn timer runs, and at closing) can
// resume the table later (Resume) and the same tokens still work. The
// saves of a running clock are written off the loop, in order, so a host
// that dies costs the player on turn a couple of seconds of their time,
// and a table where nothing changes is not written at all. The bye
// carries CodeResumable (ErrHostPaused on the client) only when the
// table's latest save was written. SavePath is checked writable and
// locked (LockSave, path + ".lock") when the host starts, so two tables
// never run from one save; a failing autosave is reported once per run of
// failures (Logf, OnSaveError). ParseSave refuses a damaged save
// (ErrDamagedSave); callers move it aside (MoveAside) rather than
// overwrite it.
//
// A resumed table waits for its people: nobody is connected when it
// starts, and a table that handled them as dropped players would give
// their seats to bots after the grace period and could play the game out
// before anyone came back. So each person's seat of the save is awaited
// (SeatInfo.Awaited, in every view, so the guests see whom the table
// waits for): no grace period, no turn timer and no bot runs for it until
// its player rejoins with their token, or the host goes on without them
// (Host.StartWithout), after which a bot holds the seat until they are
// back, as after a dropped connection. Table bots and guests that joined
// as bots play meanwhile, and people who are back play their own turns;
// the game stops at an awaited seat's turn. While any seat is awaited no
// turn timer runs at all, and someone who leaves again is awaited too.
// Once nobody is awaited, the resumed table goes on with its saved turn
// timer and the time the save left the player due.
//
// # Discovery
//
// A table announces itself (Advertise) with a TXT record of v (protocol
// version), game, players, free, name and, optionally, key (the host's
// identity-key fingerprint, base64url). Anyone on the network can answer a
// query, so a found table (Found) is only what readAdvert let through:
// names cleaned as players' names are, a protocol version and counts that
// are plain decimals, counts within a known game's size (else the table is
// not listed), a game this build does not know kept but marked
// (Found.UnknownGame, not Joinable), a key only when well formed.
//
// The records are hashicorp/mdns's; internal/mdnsnet sends and reads them
// as RFC 6762 asks, on port 5353 shared with the machine's other mDNS
// software: answers and announcements to the multicast group, queries for
// multicast answers, every instance of every response read
// (docs/LAN.md). DiscoverEach and Browser list each table the moment it
// answers.
package lan
