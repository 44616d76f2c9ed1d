package words

import (
	"fmt"

	"github.com/trickparty/trickparty/app"
	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/ui/internal/lang"
)

// OptionValue names an option's value as the home screen offers it ("2
// rounds (short)"), or, for a value it does not offer, by the option's
// label and the number.
func OptionValue(g app.GameInfo, name string, value int) string {
	spec, ok := g.Option(name)
	if !ok {
		return fmt.Sprintf("%s %d", name, value)
	}
	for _, c := range spec.Choices {
		if c.Value == value {
			return lang.L(c.Label)
		}
	}
	return lang.L("{{.Option}}: {{.Value}}", map[string]any{"Option": lang.L(spec.Label), "Value": value})
}

// ChosenOptions names the value of each option the home screen offers a
// choice of, as opts sets it or by its default: what a player who did not
// choose them needs to know of a table ("1 round").
func ChosenOptions(g app.GameInfo, opts engine.Options) []string {
	var said []string
	for _, o := range g.Options {
		if len(o.Choices) == 0 {
			continue
		}
		v := opts.Get(o.Name)
		if v == 0 {
			v = o.Default
		}
		said = append(said, OptionValue(g, o.Name, v))
	}
	return said
}
