package app

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"
)

// Prefs is a small string key-value store, safe for concurrent use (a LAN
// table forgets its rejoin record from its own goroutine);
// fyne.Preferences satisfies it.
type Prefs interface {
	String(key string) string
	SetString(key, value string)
}

// Speed is how fast bots' cards are animated.
type Speed string

// The animation speeds.
const (
	Slow    Speed = "slow"
	Normal  Speed = "normal"
	Fast    Speed = "fast"
	Instant Speed = "instant"
)

// Speeds lists the speeds, slowest first.
var Speeds = []Speed{Slow, Normal, Fast, Instant}

// pace is how long the table's events take at one speed.
type pace struct {
	// flight is a card's flight to the table.
	flight time.Duration
	// pause is how long a finished trick stays so players see who won it.
	pause time.Duration
	// gap is the rest after a bot's card lands, so one bot's play can be
	// followed before the next bot's card flies.
	gap time.Duration
}

var paces = map[Speed]pace{
	Slow:    {flight: 700 * time.Millisecond, pause: 2400 * time.Millisecond, gap: 600 * time.Millisecond},
	Normal:  {flight: 400 * time.Millisecond, pause: 1500 * time.Millisecond, gap: 350 * time.Millisecond},
	Fast:    {flight: 180 * time.Millisecond, pause: 700 * time.Millisecond, gap: 120 * time.Millisecond},
	Instant: {},
}

// pace is this speed's timings; an unknown speed is Normal.
func (s Speed) pace() pace {
	if p, ok := paces[s]; ok {
		return p
	}
	return paces[Normal]
}

// Flight is how long a card takes to fly to the table at this speed.
func (s Speed) Flight() time.Duration { return s.pace().flight }

// Pause is how long a finished trick stays on the table so players can see
// who won it.
func (s Speed) Pause() time.Duration { return s.pace().pause }

// Gap is the rest after a bot's card lands before the next one flies.
func (s Speed) Gap() time.Duration { return s.pace().gap }

// Settings are the player's preferences.
type Settings struct {
	Name  string `json:"name"`
	Speed Speed  `json:"speed"`
	// Theme is "light", "dark" or "system".
	Theme string `json:"theme"`
	// CardSize is "small", "medium" or "large".
	CardSize string `json:"card_size"`
	// Language is "en" or "ja".
	Language string `json:"language"`
	// AfterTrick is what the table does once a trick is complete: "auto"
	// takes it in after the speed's pause, "click" waits for the player.
	AfterTrick string `json:"after_trick"`
	// Sound turns the table's sound cues on; Volume is their loudness,
	// 0..100 percent.
	Sound  bool `json:"sound"`
	Volume int  `json:"volume"`
}

// DefaultSettings are used for anything unset or invalid.
var DefaultSettings = Settings{Name: "You", Speed: Normal, Theme: "system", CardSize: "medium", Language: "en", AfterTrick: "auto", Sound: true, Volume: 70}

// Choices for the settings that are enumerations.
var (
	Themes    = []string{"system", "light", "dark"}
	CardSizes = []string{"small", "medium", "large"}
	Languages = []string{"en", "ja"}
	// AfterTricks: take a finished trick in automatically, or on a click.
	AfterTricks = []string{"auto", "click"}
)

// WaitsForClick reports whether a finished trick stays until the player
// clicks.
func (s Settings) WaitsForClick() bool { return s.AfterTrick == "click" }

// SoundLevel is the volume as a factor, 0 to 1.
func (s Settings) SoundLevel() float64 { return float64(s.Volume) / 100 }

// CardScale is the card size as a factor of the medium size.
func (s Settings) CardScale() float32 {
	switch s.CardSize {
	case "small":
		return 0.8
	case "large":
		return 1.25
	}
	return 1
}

const settingsKey = "settings"

// LoadSettings reads the settings, falling back to defaults field by field
// so a damaged value never stops the app. A setting missing from what was
// saved (one added since) keeps its default.
func LoadSettings(p Prefs) Settings {
	s := DefaultSettings
	if raw := p.String(settingsKey); raw != "" {
		got := DefaultSettings
		if json.Unmarshal([]byte(raw), &got) == nil {
			s = got
		}
	}
	return s.normalized()
}

func (s Settings) normalized() Settings {
	d := DefaultSettings
	s.Name = strings.TrimSpace(s.Name)
	if s.Name == "" || len([]rune(s.Name)) > 24 {
		s.Name = d.Name
	}
	if !oneOf(string(s.Speed), []string{"slow", "normal", "fast", "instant"}) {
		s.Speed = d.Speed
	}
	if !oneOf(s.Theme, Themes) {
		s.Theme = d.Theme
	}
	if !oneOf(s.CardSize, CardSizes) {
		s.CardSize = d.CardSize
	}
	if !oneOf(s.Language, Languages) {
		s.Language = d.Language
	}
	if !oneOf(s.AfterTrick, AfterTricks) {
		s.AfterTrick = d.AfterTrick
	}
	if s.Volume < 0 || s.Volume > 100 {
		s.Volume = d.Volume
	}
	return s
}

// SaveSettings stores the settings (normalized).
func SaveSettings(p Prefs, s Settings) Settings {
	s = s.normalized()
	data, _ := json.Marshal(s)
	p.SetString(settingsKey, string(data))
	return s
}

func oneOf(v string, set []string) bool {
	for _, x := range set {
		if v == x {
			return true
		}
	}
	return false
}

// Record is the player's results in one game at one table size.
type Record struct {
	Played int `json:"played"`
	Won    int `json:"won"`
}

// Statistics are the player's results per game and player count.
type Statistics struct {
	// Records is keyed by StatKey(game, players).
	Records map[string]Record `json:"records"`
}

// StatKey names a game and player count in Statistics.
func StatKey(game string, players int) string { return fmt.Sprintf("%s/%d", game, players) }

const statsKey = "statistics"

// LoadStatistics reads the statistics; damaged data reads as none.
func LoadStatistics(p Prefs) Statistics {
	var s Statistics
	if raw := p.String(statsKey); raw != "" {
		if json.Unmarshal([]byte(raw), &s) != nil {
			s = Statistics{}
		}
	}
	if s.Records == nil {
		s.Records = map[string]Record{}
	}
	for k, r := range s.Records {
		if r.Played < 0 || r.Won < 0 || r.Won > r.Played {
			delete(s.Records, k)
		}
	}
	return s
}

// AddResult counts a finished game; a shared win counts as a win.
func (s *Statistics) AddResult(game string, players int, won bool) {
	if s.Records == nil {
		s.Records = map[string]Record{}
	}
	r := s.Records[StatKey(game, players)]
	r.Played++
	if won {
		r.Won++
	}
	s.Records[StatKey(game, players)] = r
}

// Keys lists the recorded keys in a stable order.
func (s Statistics) Keys() []string {
	keys := make([]string, 0, len(s.Records))
	for k := range s.Records {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Save stores the statistics.
func (s Statistics) Save(p Prefs) {
	data, _ := json.Marshal(s)
	p.SetString(statsKey, string(data))
}

// MemPrefs is an in-memory Prefs for tests and headless runs; the zero
// value is empty and ready.
type MemPrefs struct {
	mu sync.Mutex
	m  map[string]string
}

// String implements Prefs.
func (p *MemPrefs) String(key string) string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.m[key]
}

// SetString implements Prefs.
func (p *MemPrefs) SetString(key, value string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.m == nil {
		p.m = map[string]string{}
	}
	p.m[key] = value
}
