package words

import (
	"errors"
	"fmt"
	"strings"

	"github.com/trickparty/trickparty/ui/internal/lang"

	"github.com/trickparty/trickparty/engine"
)

// Refusal is why the game refused a move, in the player's language: a
// rule error is translated by its rule id ("rule gummi.priority") and its
// parameters, cards and suits said in the player's words; the game's own
// English message stands in when there is no translation, or when the
// parameters did not come with it (a refusal relayed over the network).
// Any other error is a remote session's (Remote) or said as it is.
func Refusal(game string, err error) string {
	var re *engine.RuleError
	if !errors.As(err, &re) {
		return Remote(err)
	}
	key := "rule " + re.Rule
	template, ok := lang.Message(lang.Current(), key)
	if !ok || (len(re.Args) == 0 && strings.Contains(template, "{{")) {
		return re.Message
	}
	params := make(map[string]any, len(re.Args))
	for i, a := range re.Args {
		params[fmt.Sprintf("A%d", i)] = argWords(game, a)
	}
	return lang.L(key, params)
}

// argWords is one refusal parameter in the player's words.
func argWords(game string, a any) string {
	switch v := a.(type) {
	case engine.CardArg:
		return Card(game, string(v))
	case engine.CardsArg:
		return Cards(game, v)
	case engine.SuitArg:
		return lang.L(string(v))
	case error:
		return v.Error()
	}
	return fmt.Sprint(a)
}
