; Trick Party installer for Windows (NSIS 3). Built by packaging/package.sh:
;   makensis -DAPP_NAME=.. -DAPP_ID=.. -DVERSION=x.y.z -DBUILD=n -DWEBSITE=..
;            -DEXE=path\trickparty.exe -DOUTFILE=setup.exe [-DICON=app.ico]
;            [-DAMD64_STUBS] installer.nsi
; Per-user install: no administrator rights, everything under the user's
; profile and HKCU, so the uninstaller can remove every trace.

!ifndef APP_NAME | APP_ID | VERSION | BUILD | EXE | OUTFILE
  !error "define APP_NAME, APP_ID, VERSION, BUILD, EXE and OUTFILE"
!endif
!ifndef WEBSITE
  !define WEBSITE ""
!endif

Unicode true
!ifdef AMD64_STUBS
  Target amd64-unicode
!endif
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!define EXE_NAME "trickparty.exe"
!define UNINST_NAME "Uninstall.exe"
!define UNINST_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"
; Where Fyne keeps this app's preferences and saves, and its cache.
!define DATA_DIR "$APPDATA\fyne\${APP_ID}"
!define CACHE_DIR "$LOCALAPPDATA\fyne\${APP_ID}"

Name "${APP_NAME}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${UNINST_KEY}" "InstallLocation"
BrandingText "${APP_NAME} ${VERSION}"

VIProductVersion "${VERSION}.${BUILD}"
VIAddVersionKey "ProductName" "${APP_NAME}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}.${BUILD}"
VIAddVersionKey "FileDescription" "${APP_NAME} installer"
VIAddVersionKey "LegalCopyright" "${APP_NAME} developers"

!include "MUI2.nsh"
!ifdef ICON
  !define MUI_ICON "${ICON}"
  !define MUI_UNICON "${ICON}"
!endif
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE_NAME}"
!define MUI_FINISHPAGE_RUN_TEXT "Start ${APP_NAME}"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ; Per-user shortcuts and folders even if someone runs it elevated.
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
FunctionEnd

Section "${APP_NAME}" SecApp
  SectionIn RO
  SetOutPath "$INSTDIR"
  File "/oname=${EXE_NAME}" "${EXE}"
  WriteUninstaller "$INSTDIR\${UNINST_NAME}"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${EXE_NAME}" "" "$INSTDIR\${EXE_NAME}" 0

  ; Apps & features entry (per user).
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINST_KEY}" "DisplayIcon" "$INSTDIR\${EXE_NAME},0"
  WriteRegStr HKCU "${UNINST_KEY}" "Publisher" "${APP_NAME} developers"
  WriteRegStr HKCU "${UNINST_KEY}" "URLInfoAbout" "${WEBSITE}"
  WriteRegStr HKCU "${UNINST_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINST_KEY}" "UninstallString" '"$INSTDIR\${UNINST_NAME}"'
  WriteRegStr HKCU "${UNINST_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINST_NAME}" /S'
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINST_KEY}" "NoRepair" 1
  ; EstimatedSize is in KiB.
  SectionGetSize ${SecApp} $0
  WriteRegDWORD HKCU "${UNINST_KEY}" "EstimatedSize" $0
SectionEnd

Section "un.${APP_NAME}" UnSecApp
  SectionIn RO
  ; Only what we installed, then the folder if it is empty: never a
  ; recursive delete of a folder the user may have chosen for other things.
  Delete "$INSTDIR\${EXE_NAME}"
  Delete "$INSTDIR\${UNINST_NAME}"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  DeleteRegKey HKCU "${UNINST_KEY}"
SectionEnd

; Off by default, so that an upgrade by uninstall + install keeps the games.
Section /o "un.Saved games and settings" UnSecData
  RMDir /r "${DATA_DIR}"
  RMDir /r "${CACHE_DIR}"
  RMDir "$APPDATA\fyne"
  RMDir "$LOCALAPPDATA\fyne"
SectionEnd

!insertmacro MUI_UNFUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${UnSecApp} "The program, its Start menu shortcut and its Apps & features entry."
  !insertmacro MUI_DESCRIPTION_TEXT ${UnSecData} "Also delete saved games, statistics and settings."
!insertmacro MUI_UNFUNCTION_DESCRIPTION_END
