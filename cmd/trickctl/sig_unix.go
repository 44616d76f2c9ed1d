package main

import "syscall"

// sigTerm stops serve as gracefully as Ctrl-C (clients are told).
var sigTerm = syscall.SIGTERM
