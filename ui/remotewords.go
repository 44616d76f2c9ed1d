package ui

import (
	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// remoteText says an error of a remote session in the player's words, as
// joinError says a join failure's: the session's problem (app.ExplainRemote)
// is translated; any other error is said as it is.
func remoteText(err error) string {
	why := app.ExplainRemote(err)
	switch why.Problem {
	case app.RemoteLeft:
		return lang.L("you have left the table")
	case app.RemoteReconnecting:
		return lang.L("not connected to the table: reconnecting…")
	case app.RemoteNoAnswer:
		return lang.L("the table did not answer; try again")
	case app.RemoteHostPaused:
		return lang.L("The host closed the table for now; it is saved and can come back.")
	case app.RemoteHostQuit:
		return lang.L("The host closed the table.")
	case app.RemoteHostLost:
		return lang.L("The host could not be reached for a minute. Your seat is kept: Rejoin once the host is back.")
	case app.RemoteKicked:
		return lang.L("The host removed you from the table.")
	case app.RemoteSentAway:
		return lang.L("The table sent you away: {{.T}}", map[string]any{"T": why.Text})
	case app.RemoteLinkLost:
		if why.Err != nil {
			return lang.L("Lost the connection to the table: {{.E}}", map[string]any{"E": why.Err.Error()})
		}
	}
	if err == nil {
		return ""
	}
	return err.Error()
}
