package engine

import "fmt"

// RuleError is why an action was refused, in words a player understands
// ("must play yellow: it is the earliest colour in this trick that you hold").
// Rule is a stable key for translations and tests, such as "gummi.priority".
type RuleError struct {
	Rule    string
	Message string
}

func (e *RuleError) Error() string { return e.Message }

// Refuse builds a RuleError with a formatted message.
func Refuse(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Message: fmt.Sprintf(format, args...)}
}

// ConfigError reports a game configuration (options, fixed deal) that cannot
// be played, such as a card dealt twice.
type ConfigError struct {
	Message string
}

func (e *ConfigError) Error() string { return e.Message }

// BadConfig builds a ConfigError with a formatted message.
func BadConfig(format string, args ...any) *ConfigError {
	return &ConfigError{Message: fmt.Sprintf(format, args...)}
}
