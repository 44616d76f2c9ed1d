package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/trickparty/trickparty/engine"
	"github.com/trickparty/trickparty/engine/bot"
	"github.com/trickparty/trickparty/lan"
)

func runJoin(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("join", stderr)
	code := fs.String("code", "", "the table's join code")
	level := fs.String("bot", "normal", "bot level: random, easy, normal or hard")
	budget := fs.Duration("budget", bot.DefaultBudget.Time, "hard bot thinking time per move")
	name := fs.String("name", "", "player name (default: the bot level)")
	token := fs.String("token", "", "reconnect token of a seat held before")
	asJSON := fs.Bool("json", false, "print the result as one JSON object")
	retryFor := fs.Duration("retry-for", time.Minute, "how long to try again when the connection to the host is lost")
	pos, err := parseInterleaved(fs, args)
	if err != nil {
		return 2
	}
	if len(pos) != 1 || *code == "" {
		fmt.Fprintln(stderr, "usage: trickctl join ADDR --code CODE [--bot LEVEL] [--name NAME] [--json]")
		return 2
	}
	lvl, err := bot.ParseLevel(*level)
	if err != nil {
		fmt.Fprintln(stderr, "trickctl join:", err)
		return 2
	}
	b, err := bot.New(lvl, bot.Budget{Time: *budget})
	if err != nil {
		fmt.Fprintln(stderr, "trickctl join:", err)
		return 2
	}
	if *name == "" {
		*name = string(lvl) + " bot"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	c, err := lan.Dial(ctx, pos[0], lan.ClientConfig{Code: *code, Name: *name, Token: *token, Bot: lvl, RetryFor: *retryFor})
	cancel()
	if err != nil {
		fmt.Fprintln(stderr, "trickctl join:", err)
		return 1
	}
	defer c.Close()
	if !*asJSON {
		fmt.Fprintf(stdout, "joined %q (%s) at seat %d; token %s\n", c.Table().Name, c.Table().Game, c.Seat(), c.Token())
	}
	rng := engine.NewRNG(engine.RandomSeed())
	lastSeq, lastVer := -1, -1
	act := func(force bool) {
		v, obs := c.Latest()
		if v == nil || obs == nil || v.Over || !obs.ToMove().Has(obs.Seat()) {
			return
		}
		if !force && v.NextSeq == lastSeq && v.Version == lastVer {
			return
		}
		lastSeq, lastVer = v.NextSeq, v.Version
		c.Submit(b.Choose(obs, &rng))
	}
	for ev := range c.Events() {
		switch ev.Kind {
		case lan.EventView, lan.EventReconnected:
			act(false)
		case lan.EventNotice:
			if !*asJSON {
				fmt.Fprintln(stderr, "refused:", ev.Notice.Text)
			}
			act(true)
		case lan.EventDisconnected:
			if _, giveUp, ok := c.Lost(); ok {
				fmt.Fprintf(stderr, "trickctl join: connection to the host lost; trying again until %s\n", giveUp.Format("15:04:05"))
			}
		}
		if ev.Kind == lan.EventReconnected {
			fmt.Fprintln(stderr, "trickctl join: reconnected to the host")
		}
		if v := c.View(); v != nil && v.Over {
			return printResult(stdout, v, *asJSON)
		}
	}
	if v := c.View(); v != nil && v.Over {
		return printResult(stdout, v, *asJSON)
	}
	if err := c.Err(); errors.Is(err, lan.ErrHostLost) {
		fmt.Fprintf(stderr, "trickctl join: the host could not be reached for %s; the seat is kept: join again with --token %s once it is back\n", retryFor.Round(time.Second), c.Token())
		return 1
	}
	fmt.Fprintln(stderr, "trickctl join: the game did not finish:", c.Err())
	return 1
}

func printResult(w io.Writer, v *lan.View, asJSON bool) int {
	winners := v.Winners
	if winners == nil {
		winners = []int{}
	}
	if asJSON {
		b, _ := json.Marshal(struct {
			Scores  []int `json:"scores"`
			Winners []int `json:"winners"`
			Seat    int   `json:"seat"`
		}{v.Scores, winners, v.Seat})
		fmt.Fprintln(w, string(b))
		return 0
	}
	fmt.Fprintf(w, "game over: scores %v, winners %v (you are seat %d)\n", v.Scores, winners, v.Seat)
	return 0
}
