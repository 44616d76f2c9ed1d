package ui

import "github.com/trickparty/trickparty/ui/internal/widgets"

// The screens in packages of their own break lines by the rules of
// Japanese as the table does: with ui's line breaker.
func init() { widgets.UseRuled(ruledText) }
