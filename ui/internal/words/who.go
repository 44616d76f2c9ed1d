package words

import (
	"strings"

	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/ui/internal/lang"

	"github.com/trickparty/trickparty/app"
)

// Who plays a seat, in the same words on the seat plate, in the waiting
// room, the score sheet and the round summary: you, a person, a bot and
// its level, a bot that joined over the network, or a bot standing in for
// a person who is away.

// SeatRole is who plays seat s, in full: "Normal bot", "person",
// "Normal bot for Alice".
func SeatRole(s app.SeatInfo) string {
	switch {
	case s.Kind == app.Human && s.StandIn != "":
		return lang.L("{{.L}} bot for you", map[string]any{"L": levelWord(s.StandIn)})
	case s.Kind == app.Human:
		return lang.L("you")
	case s.Kind == app.Bot || s.Kind == app.RemoteBot:
		return botRole(s.Level, s.Joined)
	case s.StandIn != "":
		return lang.L("{{.L}} bot for {{.N}}", map[string]any{"L": levelWord(s.StandIn), "N": s.Name})
	}
	return personRole(s.Host, s.Connected)
}

// personRole is a person at another computer: the table's host, or a
// player; away while their connection is down.
func personRole(host, connected bool) string {
	role := lang.L("person")
	if host {
		role = lang.L("host")
	}
	if !connected {
		role += " · " + lang.L("away")
	}
	return role
}

// botRole names a bot by its level; a bot that joined over the network is
// a guest of the table.
func botRole(level bot.Level, joined bool) string {
	switch {
	case joined && level != "":
		return lang.L("{{.L}} bot (guest)", map[string]any{"L": levelWord(level)})
	case joined:
		return lang.L("bot (guest)")
	case level != "":
		return lang.L("{{.L}} bot", map[string]any{"L": levelWord(level)})
	}
	return lang.L("bot")
}

// ShortRole is who plays seat s in one word, for the score sheet's narrow
// column: "you", "bot", "person", or "bot for now" while one stands in.
func ShortRole(s app.SeatInfo) string {
	switch {
	case s.Kind == app.Human && s.StandIn == "":
		return lang.L("you")
	case s.Kind == app.Bot || s.Kind == app.RemoteBot:
		return lang.L("bot")
	case s.StandIn != "":
		return lang.L("bot for now")
	case s.Host:
		return lang.L("host")
	}
	return lang.L("person")
}

// NameWithRole is a name with its seat's role after it in brackets, as
// the score sheet lists the players: "Aiko (bot)", "Aiko（ボット）".
func NameWithRole(name, role string) string {
	return lang.L("{{.N}} ({{.Role}})", map[string]any{"N": name, "Role": role})
}

// RoleRepeatsName says a seat's role only says its name again: a player
// named "You" is not "You · you". The default name of either language
// says it too: a game begun in English read "You (あなた)" in Japanese.
func RoleRepeatsName(name, role string) bool {
	name = strings.TrimPrefix(name, "★ ")
	if role == "" || strings.EqualFold(role, name) {
		return true
	}
	return role == lang.L("you") && NameInLanguage(name) != name
}

// levelWord is a bot level in the player's language ("Normal").
func levelWord(l bot.Level) string {
	switch l {
	case bot.Random:
		return lang.L("Random")
	case bot.Easy:
		return lang.L("Easy")
	case bot.Normal:
		return lang.L("Normal")
	case bot.Hard:
		return lang.L("Hard")
	case bot.Expert:
		return lang.L("Expert")
	}
	return string(l)
}

// RoomRole is who plays a seat of the waiting room.
func RoomRole(s app.RoomSeat) string {
	switch {
	case s.Bot:
		return botRole(s.Level, s.Joined)
	case s.Taken && s.Level != "" && !s.You:
		return lang.L("{{.L}} bot for {{.N}}", map[string]any{"L": levelWord(s.Level), "N": s.Name})
	}
	return personRole(s.Host, s.Connected || !s.Taken)
}
