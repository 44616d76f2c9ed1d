package words

import (
	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// remoteSentences are the English keys of the remote problems said without
// parameters (ja.json translates them; TestEveryRemoteProblemHasWords
// checks every problem has words).
var remoteSentences = map[app.RemoteProblem]string{
	app.RemoteLeft:         "you have left the table",
	app.RemoteReconnecting: "not connected to the table: reconnecting…",
	app.RemoteNoAnswer:     "the table did not answer; try again",
	app.RemoteHostPaused:   "The host closed the table for now; it is saved and can come back.",
	app.RemoteHostQuit:     "The host closed the table.",
	app.RemoteHostLost:     "The host could not be reached for a minute. Your seat is kept: Rejoin once the host is back.",
	app.RemoteKicked:       "The host removed you from the table.",
}

// Remote says an error of a remote session in the player's words, as
// joinError says a join failure's: the session's problem (app.ExplainRemote)
// is translated; any other error is said as it is.
func Remote(err error) string {
	why := app.ExplainRemote(err)
	switch {
	case why.Problem == app.RemoteSentAway:
		return lang.L("The table sent you away: {{.T}}", map[string]any{"T": why.Text})
	case why.Problem == app.RemoteLinkLost && why.Err != nil:
		return lang.L("Lost the connection to the table: {{.E}}", map[string]any{"E": why.Err.Error()})
	case remoteSentences[why.Problem] != "":
		return lang.L(remoteSentences[why.Problem])
	case err == nil:
		return ""
	}
	return err.Error()
}
