// Package lan plays Trick Party tables over a local network: a Host runs the
// engine game and serves seats over TCP, a Client takes one seat, and
// Advertise/Browse announce and find tables with mDNS (_trickparty._tcp).
//
// # Wire format
//
// Every message is one frame: a 4-byte big-endian length followed by that
// many bytes of JSON (one Msg object). A frame longer than MaxFrame (64 KiB)
// or of length zero is refused before anything is allocated for it, and the
// connection is closed: the largest real message (a view of a 7-seat
// Gudetama table) is a few KiB, so the cap only ever stops abuse.
//
// # Handshake
//
// Nothing about the game is sent before both sides have agreed on the
// protocol version and the client has proven it knows the join code:
//
//	client -> hello     {proto, name, nonce=Nc, bot?}   (bot: a computer player's level)
//	host   -> challenge {proto, nonce=Nh}        (or error "version")
//	client -> auth      {mac=HMAC-SHA256(code, "trickparty/join/client" | Nh | Nc | name), token?}
//	host   -> welcome   {seat, token, table, mac=HMAC-SHA256(code, "trickparty/join/host" | Nc | Nh)}
//	host   -> history   (the public record of the actions so far, for the log)
//	host   -> view      (the seat's first snapshot)
//
// A version mismatch is reported to both sides in words ("this table speaks
// protocol 2, you speak 1"). The join code itself never travels: each side
// proves knowledge of it with an HMAC over fresh nonces, so a recorded
// handshake cannot be replayed. Wrong codes are limited per remote address
// and per table (see Liveness and abuse). (A 6-character code
// is only ~30 bits: it keeps strangers on the same network out, it is not
// meant to resist an offline attack on a captured handshake.)
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
// a bot (GuestBot, Level), or a Normal bot holding an absent person's seat
// (BotHeld, Level).
//
// # Liveness and abuse
//
// Both sides send a ping every KeepAlive (a second) and drop a peer silent
// for IdleTimeout (four), so a guest notices a host that died without a
// word, or whose network went away, within 4 s (Client.Lost); it then
// redials for RetryFor (a minute) before ending with ErrHostLost. The
// host's pings are numbered and the guest repeats the number once it has
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
// one answer, whatever its code. Strangers spending the table's slots
// would keep friends out too, so an address new to the guessing (no
// attempt in the window, no newcomer slot in the last 60 windows) may have
// one code judged from a pool of MaxCodeGuesses/4 newcomer slots per
// window. With the defaults and N addresses that is at most
// min(300N, 3600 + min(N, 900)) judged codes an hour, against
// min(300N, 3600) without it (a generated code is one of 31^6, about 887
// million); keeping friends out takes 900 fresh addresses an hour instead
// of 12 addresses, which only an attacker free to use any number of
// addresses (IPv6 on the link) has. A reconnect token the table knows is counted against its
// seat instead, so nobody can lock a player out.
// Names are NFKC-normalised and trimmed, and a name that looks like
// another seat's gets a number: names are compared by UTS #39 skeletons on
// Unicode 16.0.0's confusables.txt (confusables_table.go, made by go
// generate from the pinned file), with case folded and hidden characters
// left out.
//
// With HostConfig.TurnTimer set, each player due to act has a deadline (a
// turn after a finished trick or round has time to read it on top); the
// views carry every seat's time left (SeatInfo.TurnLeftMs), and when it
// runs out the seat's stand-in bot plays that one turn and the player gets
// a RuleTimedOut notice. The host can remove a player (Kick); a bot takes
// the seat for good.
//
// When a player's connection drops, a bot holds the seat after a grace
// period so the table is never stuck; the client redials with backoff and
// its reconnect token (random, issued at welcome) gives the seat back. When
// the host quits it says "bye" and clients stop; a host that autosaves
// (HostConfig.SavePath or SaveTo: Config plus applied moves, seats with
// their tokens and turn time left, as JSON; after every move and at
// closing) can resume the table later (Resume) and the same tokens still
// work. The bye carries CodeResumable (ErrHostPaused on the client) only
// when the table's latest save was written. SavePath is checked writable
// and locked (LockSave, path + ".lock") when the host starts, so two tables
// never run from one save; a failing autosave is reported once per run of
// failures (Logf, OnSaveError). A resumed table keeps its saved turn timer
// and each seat's time left. ParseSave refuses a damaged save
// (ErrDamagedSave); callers move it aside (MoveAside) rather than
// overwrite it.
package lan
