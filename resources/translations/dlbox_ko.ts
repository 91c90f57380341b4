<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="44"/>
        <source>PCPartPicker scrape of 2025-07-23: part prices and the parts import</source>
        <translation>2025-07-23에 수집한 PCPartPicker 데이터: 부품 가격과 부품 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="52"/>
        <source>accelerator specifications and launch prices</source>
        <translation>가속기 사양과 출시 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="57"/>
        <source>facts, cited per row</source>
        <translation>사실 정보, 행마다 출처 표기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="58"/>
        <source>GPU specifications, checked against NVIDIA and AMD datasheets</source>
        <translation>그래픽 카드 사양, NVIDIA와 AMD 데이터시트로 확인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="65"/>
        <source>measured figures, cited per row (TensorFlow runs: BSD-3-Clause-style)</source>
        <translation>실측 수치, 행마다 출처 표기 (TensorFlow 실행 결과: BSD-3-Clause 계열)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="68"/>
        <source>training throughput the speed estimate is calibrated on</source>
        <translation>속도 추정치 보정에 쓰인 학습 처리량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="73"/>
        <source>published prices (facts)</source>
        <translation>공개 가격 (사실 정보)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="74"/>
        <source>AWS, Google Cloud, Azure, Lambda and Vast.ai GPU prices</source>
        <translation>AWS, Google Cloud, Azure, Lambda, Vast.ai의 GPU 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="79"/>
        <source>reuse permitted with the source acknowledged</source>
        <translation>출처를 밝히면 재사용 가능</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="80"/>
        <source>currency conversion (cross rates via the euro)</source>
        <translation>통화 환산 (유로를 거친 교차 환율)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="107"/>
        <source>Part specifications</source>
        <translation>부품 사양</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="110"/>
        <source>%1 parts</source>
        <translation>부품 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="114"/>
        <source>Part prices</source>
        <translation>부품 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="117"/>
        <source>%1 prices</source>
        <translation>가격 %1건</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="121"/>
        <source>Cloud prices</source>
        <translation>클라우드 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="126"/>
        <source>%1 offers</source>
        <translation>상품 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="130"/>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="140"/>
        <source>not available</source>
        <translation>사용할 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="131"/>
        <source>Exchange rates</source>
        <translation>환율</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="136"/>
        <source>%1 rates</source>
        <translation>환율 %1건</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="147"/>
        <source>none (%1)</source>
        <translation>없음 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="149"/>
        <source>as of %1 (%2)</source>
        <translation>%1 기준 (%2)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="169"/>
        <source>Plan a deep-learning workstation: parts that fit, training speed, and cost against cloud GPUs. Every figure carries its source and date.</source>
        <translation>딥러닝 워크스테이션을 계획합니다. 서로 맞는 부품을 고르고, 학습 속도와 클라우드 GPU 대비 비용을 확인하세요. 모든 수치에는 출처와 날짜가 붙어 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="174"/>
        <source>Training benchmarks: Lambda runs v0 (2020–22), v1 and v2 (2025).</source>
        <translation>학습 벤치마크: Lambda의 v0(2020–22), v1, v2(2025) 실행 결과.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="177"/>
        <source>dlbox is MIT-licensed. Built with %1.</source>
        <translation>dlbox는 MIT 라이선스로 배포됩니다. 사용한 구성 요소: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="178"/>
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="179"/>
        <source>Data sources and licences</source>
        <translation>데이터 출처와 라이선스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="180"/>
        <source>Software</source>
        <translation>소프트웨어</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="198"/>
        <source>About dlbox</source>
        <translation>dlbox 정보</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="69"/>
        <source>Read saved AWS, Azure, GCP and other price files from a folder and update the offers</source>
        <translation>폴더에 저장된 AWS, Azure, GCP 등의 가격 파일을 읽어 클라우드 요금을 갱신합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="68"/>
        <source>Refresh &amp;Cloud Prices…</source>
        <translation>클라우드 요금 갱신(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="33"/>
        <location filename="../../dlbox/ui/app.py" line="150"/>
        <source>&amp;New</source>
        <translation>새로 만들기(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="34"/>
        <source>Start an empty build</source>
        <translation>빈 구성으로 시작</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="40"/>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="41"/>
        <source>Open a build file</source>
        <translation>구성 파일 열기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="47"/>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="48"/>
        <source>Save the build</source>
        <translation>구성 저장</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="54"/>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="55"/>
        <source>Save the build under a new name</source>
        <translation>구성을 새 이름으로 저장</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="61"/>
        <source>&amp;Export…</source>
        <translation>내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="62"/>
        <source>Export the build as Markdown, CSV, JSON or HTML</source>
        <translation>구성을 Markdown, CSV, JSON 또는 HTML로 내보내기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="78"/>
        <source>Import &amp;Street Prices…</source>
        <translation>시중 가격 가져오기(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="79"/>
        <source>Add dated street prices from a SpotWire valuator JSON or a prices.csv-style CSV</source>
        <translation>SpotWire 평가 JSON 또는 prices.csv 형식 CSV에서 날짜가 있는 시중 가격 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="88"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="557"/>
        <source>&amp;Import Parts…</source>
        <translation>부품 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="89"/>
        <source>Import PCPartPicker (docyx) CSV files or a price-override CSV</source>
        <translation>PCPartPicker(docyx) CSV 파일 또는 가격 덮어쓰기 CSV 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="97"/>
        <source>Open E&amp;xample…</source>
        <translation>예제 열기(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="98"/>
        <source>Open one of the example builds</source>
        <translation>예제 구성 중 하나 열기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="113"/>
        <source>Clear Recent</source>
        <translation>최근 항목 지우기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="114"/>
        <source>Forget the recently opened files</source>
        <translation>최근에 연 파일 목록 지우기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="118"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="119"/>
        <source>Quit dlbox</source>
        <translation>dlbox 종료</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="126"/>
        <location filename="../../dlbox/ui/actions.py" line="282"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="127"/>
        <source>Undo the last change to the build</source>
        <translation>구성의 마지막 변경 실행 취소</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="133"/>
        <location filename="../../dlbox/ui/actions.py" line="286"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="134"/>
        <source>Redo the change just undone</source>
        <translation>방금 취소한 변경 다시 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="140"/>
        <source>&amp;Remove Part</source>
        <translation>부품 제거(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="141"/>
        <source>Remove the selected line from the build</source>
        <translation>선택한 항목을 구성에서 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="147"/>
        <source>Re&amp;place Part</source>
        <translation>부품 교체(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="148"/>
        <source>Replace the selected line with the part selected in the catalogue</source>
        <translation>선택한 항목을 부품 목록에서 선택한 부품으로 교체</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="156"/>
        <source>Set Line &amp;Price…</source>
        <translation>항목 가격 설정(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="157"/>
        <source>Give the selected line the price you pay (a quote, a used card, tax)</source>
        <translation>선택한 항목에 실제로 지불하는 가격을 지정합니다(견적, 중고 카드, 세금)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="163"/>
        <source>&amp;Add to Build</source>
        <translation>구성에 추가(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="164"/>
        <source>Add the part selected in the catalogue</source>
        <translation>부품 목록에서 선택한 부품 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="170"/>
        <source>Add as Another PS&amp;U</source>
        <translation>다른 파워 서플라이로 추가(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="171"/>
        <source>Add the PSU selected in the catalogue beside the build&apos;s PSU (a rig whose GPUs several PSUs feed); Add to Build replaces it. Tick “As another PSU” on the PSU tab to list the units that can carry their share beside it</source>
        <translation>카탈로그에서 선택한 파워를 빌드의 파워 옆에 추가합니다(여러 파워가 GPU에 전원을 공급하는 리그). &apos;빌드에 추가&apos;는 기존 파워를 교체합니다. 파워 탭에서 &apos;추가 파워로&apos;를 체크하면 옆에서 자기 몫을 감당할 수 있는 제품이 표시됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="180"/>
        <source>&amp;Find Part</source>
        <translation>부품 찾기(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="181"/>
        <source>Search the catalogue</source>
        <translation>부품 목록 검색</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="187"/>
        <source>&amp;Settings…</source>
        <translation>설정(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="188"/>
        <source>Currency, electricity price, utilisation, theme, language</source>
        <translation>통화, 전기 요금, 가동률, 테마, 언어</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="195"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="558"/>
        <source>Add &amp;Custom Part…</source>
        <translation>사용자 부품 추가(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="196"/>
        <source>Enter a part by hand into your own catalogue</source>
        <translation>내 부품 목록에 부품을 직접 입력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="202"/>
        <source>&amp;Remove Imported Parts…</source>
        <translation>가져온 부품 제거(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="203"/>
        <source>Take imported or hand-entered parts out of the catalogue</source>
        <translation>가져오거나 직접 입력한 부품을 목록에서 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="210"/>
        <source>&amp;Compatible Parts Only</source>
        <translation>호환 부품만 표시(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="211"/>
        <source>Hide catalogue parts that do not fit the build</source>
        <translation>구성에 맞지 않는 부품을 목록에서 숨기기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="217"/>
        <source>Reset &amp;Layout</source>
        <translation>레이아웃 초기화(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="218"/>
        <source>Put every panel back where it started</source>
        <translation>모든 패널을 처음 위치로 되돌리기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="223"/>
        <source>&amp;Data Issues</source>
        <translation>데이터 문제(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="224"/>
        <source>Catalogue rows that could not be loaded</source>
        <translation>불러오지 못한 목록 행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="226"/>
        <source>&amp;About dlbox</source>
        <translation>dlbox 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="282"/>
        <source>&amp;Undo %1</source>
        <translation>%1 실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="286"/>
        <source>&amp;Redo %1</source>
        <translation>%1 다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="104"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="231"/>
        <source>&amp;Plan a Build…</source>
        <translation>구성 계획(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="105"/>
        <source>From a job, a budget and a wall socket to ranked builds that work</source>
        <translation>작업, 예산, 콘센트로부터 작동하는 구성을 순위대로</translation>
    </message>
</context>
<context>
    <name>Adapter</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="277"/>
        <source>None (all weights)</source>
        <translation>없음 (전체 가중치)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="279"/>
        <source>QLoRA (4-bit)</source>
        <translation>QLoRA (4비트)</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="148"/>
        <source>Adds a new error to the build.</source>
        <translation>구성에 새 오류가 생깁니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="362"/>
        <source>the cloud comparison failed</source>
        <translation>클라우드 비교에 실패했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="370"/>
        <source>no exchange rate for %1: add one in Settings</source>
        <translation>%1 환율이 없습니다: 설정에서 추가하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="374"/>
        <source>no part of the build has a price yet</source>
        <translation>구성의 부품에 아직 가격이 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="398"/>
        <source>the speed comparison failed</source>
        <translation>속도 비교에 실패했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="405"/>
        <source>pick a workload to see training speed</source>
        <translation>학습 속도를 보려면 워크로드를 선택하세요</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../dlbox/ui/app.py" line="136"/>
        <source>Recovered the unsaved build from the last session</source>
        <translation>지난 세션에서 저장하지 않은 구성을 복구했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="152"/>
        <source>An example build to start from: select a line and a catalogue part, then %1; %2 starts an empty build</source>
        <translation>시작용 예제 구성입니다: 줄 하나와 부품 목록의 부품을 선택한 뒤 %1을(를) 누르세요. %2(으)로 빈 구성을 시작합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="185"/>
        <source>The parts catalogue cannot be loaded:</source>
        <translation>부품 목록을 불러올 수 없습니다:</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="132"/>
        <source>Recover unsaved build?</source>
        <translation>저장하지 않은 구성을 복구할까요?</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="133"/>
        <source>dlbox did not close cleanly last time. Recover the unsaved build

%1?</source>
        <translation>dlbox가 지난번에 정상적으로 종료되지 않았습니다. 저장하지 않은 구성

%1을(를) 복구할까요?</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="146"/>
        <source>Recover unsaved builds?</source>
        <translation>저장하지 않은 구성을 복구할까요?</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="147"/>
        <source>dlbox did not close cleanly. Recover one of these unsaved builds?</source>
        <translation>dlbox가 정상적으로 종료되지 않았습니다. 저장하지 않은 다음 구성 중 하나를 복구할까요?</translation>
    </message>
</context>
<context>
    <name>BoardBiosDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="30"/>
        <source>BIOS: %1</source>
        <translation>BIOS: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="36"/>
        <source>not stated (e.g. 1222, or AGESA 1.0.0.7b)</source>
        <translation>명시 안 됨(예: 1222 또는 AGESA 1.0.0.7b)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="39"/>
        <source>The BIOS version the board runs, as its setup screen or the seller states it. An AGESA version is compared with what 24/48 GB DDR5 modules need</source>
        <translation>보드가 실행 중인 BIOS 버전(설정 화면이나 판매자 기준). AGESA 버전은 24/48 GB DDR5 모듈이 요구하는 버전과 비교됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="45"/>
        <source>BIOS version</source>
        <translation>BIOS 버전</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="48"/>
        <source>not stated</source>
        <translation>명시 안 됨</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="49"/>
        <source>runs them</source>
        <translation>구동함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="50"/>
        <source>does not run them</source>
        <translation>구동하지 못함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="52"/>
        <source>24/48 GB DDR5 modules</source>
        <translation>24/48 GB DDR5 모듈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/board_bios_dialog.py" line="54"/>
        <source>Boards launched before 2023 boot 24/48 GB DDR5 modules only after a BIOS update; say so here once you know.</source>
        <translation>2023년 이전에 출시된 보드는 BIOS 업데이트 후에만 24/48 GB DDR5 모듈로 부팅합니다. 확인되면 여기에 적어 주세요.</translation>
    </message>
</context>
<context>
    <name>Bottlenecks</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="171"/>
        <source>compute</source>
        <translation>연산</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="172"/>
        <source>memory bandwidth</source>
        <translation>메모리 대역폭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="173"/>
        <source>GPU interconnect</source>
        <translation>그래픽 카드 간 연결</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="174"/>
        <source>CPU data loading</source>
        <translation>CPU 데이터 로딩</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="175"/>
        <source>storage reads</source>
        <translation>저장 장치 읽기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="176"/>
        <source>CPU kernel dispatch</source>
        <translation>CPU 커널 실행 지시</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="178"/>
        <source>kernel launches</source>
        <translation>커널 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="180"/>
        <source>CPU offload (PCIe and CPU optimizer step)</source>
        <translation>CPU 오프로드(PCIe 전송과 CPU 옵티마이저 단계)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="181"/>
        <source>GPU memory</source>
        <translation>그래픽 카드 메모리</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="194"/>
        <source>host: per-token overhead (CPU)</source>
        <translation>호스트: 토큰당 고정 오버헤드(CPU)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="195"/>
        <source>per-token overhead (each layer&apos;s small kernels)</source>
        <translation>토큰당 고정 오버헤드(레이어마다 작은 커널)</translation>
    </message>
</context>
<context>
    <name>BuildEditor</name>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="116"/>
        <source>Build name</source>
        <translation>구성 이름</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="117"/>
        <source>The build&apos;s name, saved in the file</source>
        <translation>파일에 저장되는 구성 이름</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="167"/>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="157"/>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="168"/>
        <source>Replace</source>
        <translation>교체</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="169"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="170"/>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="171"/>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="200"/>
        <source>Power, Risers and Water…</source>
        <translation>전원, 라이저, 수냉…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="203"/>
        <source>Which PSU feeds this GPU line&apos;s cards, which sit on riser cables, and which carry water blocks in a custom loop</source>
        <translation>이 GPU 줄의 카드에 어느 파워가 전원을 공급하는지, 어느 카드가 라이저 케이블에 있는지, 어느 카드가 커스텀 루프의 수냉 블록을 쓰는지</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="210"/>
        <source>BIOS…</source>
        <translation>BIOS…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="213"/>
        <source>The BIOS version this board runs, and whether it runs 24/48 GB DDR5 modules</source>
        <translation>이 보드가 실행 중인 BIOS 버전과 24/48 GB DDR5 모듈 구동 여부</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="281"/>
        <source>%1 more lines: scroll the table</source>
        <translation>%1줄 더 있음: 표를 스크롤하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="285"/>
        <source>1 more line: scroll the table</source>
        <translation>1줄 더 있음: 표를 스크롤하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="289"/>
        <source>Click to bring the build&apos;s hidden lines into view</source>
        <translation>클릭하면 구성에서 가려진 줄이 보입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="337"/>
        <source>Total %1</source>
        <translation>합계 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="341"/>
        <source>Sum of every line at today&apos;s catalogue prices, converted at the rates in Settings.</source>
        <translation>모든 항목을 현재 목록 가격으로 합산하고 설정의 환율로 환산한 금액입니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="348"/>
        <source> + parts in %1</source>
        <translation> + %1 표시 부품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="349"/>
        <source>No exchange rate for %1: those lines are not in the total.</source>
        <translation>%1 환율이 없어 해당 항목은 합계에 포함되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="355"/>
        <source>No price known for: %1</source>
        <translation>가격 정보 없음: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="365"/>
        <source>Prices older than %1 days — check today&apos;s price: %2</source>
        <translation>%1일보다 오래된 가격 — 오늘 가격을 확인하세요: %2</translation>
    </message>
</context>
<context>
    <name>BuildModel</name>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="34"/>
        <source>Category</source>
        <translation>분류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="35"/>
        <source>Part</source>
        <translation>부품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="36"/>
        <source>Qty</source>
        <translation>수량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="37"/>
        <source>Unit price</source>
        <translation>단가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="38"/>
        <source>Line total</source>
        <translation>소계</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="122"/>
        <source>Not in the catalogue — using the saved specs.</source>
        <translation>목록에 없음 — 저장된 사양을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="124"/>
        <source>The catalogue&apos;s entry changed since this build was saved.</source>
        <translation>이 구성을 저장한 뒤 목록의 해당 항목이 바뀌었습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="133"/>
        <source>No exchange rate for %1: add one in Settings.</source>
        <translation>%1 환율이 없습니다. 설정에서 추가하세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="184"/>
        <source>PSU %1: %2</source>
        <translation>PSU %1: %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="190"/>
        <source>%1 on risers</source>
        <translation>라이저에 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="194"/>
        <source>%1 in the custom loop</source>
        <translation>커스텀 루프에 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="200"/>
        <source>1 PSU cable per card</source>
        <translation>카드당 파워 케이블 1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="202"/>
        <source>%1 PSU cables per card</source>
        <translation>카드당 파워 케이블 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="208"/>
        <source>1 12 V rail per card</source>
        <translation>카드당 12 V 레일 1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="210"/>
        <source>%1 12 V rails per card</source>
        <translation>카드당 12 V 레일 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="215"/>
        <source>card model not named: dimensions assumed</source>
        <translation>카드 모델 미기재: 크기는 가정값</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="232"/>
        <source>BIOS %1</source>
        <translation>BIOS %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="235"/>
        <source>runs 24/48 GB DDR5</source>
        <translation>24/48 GB DDR5 구동</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="237"/>
        <source>does not run 24/48 GB DDR5</source>
        <translation>24/48 GB DDR5 구동 불가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="252"/>
        <source>PSU %1</source>
        <translation>PSU %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="287"/>
        <source>Catalogue prices converted at the rates in Settings; each price&apos;s date is in the catalogue&apos;s details.</source>
        <translation>목록 가격을 설정의 환율로 환산했습니다. 가격별 날짜는 목록의 상세 정보에 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="318"/>
        <source>Your price: %1 %2 on %3 (%4)</source>
        <translation>내 가격: %1 %2, %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="328"/>
        <source>Catalogue price: %1 %2 on %3</source>
        <translation>카탈로그 가격: %1 %2, %3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="367"/>
        <source>Choose a %1…</source>
        <translation>%1 선택…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="375"/>
        <source>%1 (unavailable)</source>
        <translation>%1 (사용 불가)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="407"/>
        <source>Double-click a %1 in the catalogue, or drag it here.</source>
        <translation>목록에서 %1을(를) 두 번 클릭하거나 여기로 끌어 오세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="416"/>
        <source>Edit ▸ Set Line Price… changes it or goes back to the catalogue&apos;s.</source>
        <translation>편집 ▸ 항목 가격 설정…에서 바꾸거나 카탈로그 가격으로 되돌립니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="424"/>
        <source>No price in the catalogue for this part.</source>
        <translation>목록에 이 부품의 가격이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="428"/>
        <source>%1 %2 on %3 (%4)</source>
        <translation>%1 %2, %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="321"/>
        <location filename="../../dlbox/ui/models/build_model.py" line="331"/>
        <location filename="../../dlbox/ui/models/build_model.py" line="431"/>
        <source>unknown date</source>
        <translation>날짜 미상</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="432"/>
        <source>source not given</source>
        <translation>출처 미기재</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="435"/>
        <source>Street price of a used part.</source>
        <translation>중고 부품의 시중 가격입니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="440"/>
        <source>Older than %1 days (Settings): check today&apos;s price, or give this line its own price.</source>
        <translation>%1일 이상 지남(설정): 오늘 가격을 확인하거나 이 항목에 직접 가격을 입력하세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="446"/>
        <source>Converted at the newest rate — %1</source>
        <translation>최신 환율로 환산 — %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="454"/>
        <source>A build holds one of these; the quantity counts identical units.</source>
        <translation>구성에는 이 부품이 하나만 들어가며, 수량은 같은 부품의 개수입니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="457"/>
        <source>Double-click to change the quantity.</source>
        <translation>두 번 클릭해 수량을 변경하세요.</translation>
    </message>
</context>
<context>
    <name>CatalogueBrowser</name>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="286"/>
        <source>Search name and specs…</source>
        <translation>이름과 사양 검색…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="304"/>
        <source>Reset filters</source>
        <translation>필터 초기화</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="335"/>
        <source>Select a part to see every spec, its source and date.</source>
        <translation>부품을 선택하면 모든 사양과 출처, 날짜를 볼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="342"/>
        <source>As another PSU</source>
        <translation>추가 파워로</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="345"/>
        <source>Judge PSUs as one more PSU beside the one in your build (a dual-PSU rig: Edit ▸ Add as Another PSU), by the GPU cable power it must carry so that PSU 1 stays within its rating, not by the whole rig&apos;s load. Its connectors are checked once you give it GPUs (Power, Risers and Water).</source>
        <translation>파워를 빌드에 있는 파워 옆의 추가 파워로 판단합니다(듀얼 파워 리그: 편집 ▸ 다른 파워로 추가). 전체 리그의 부하가 아니라 파워 1이 정격을 넘지 않도록 이 파워가 맡아야 하는 GPU 케이블 전력으로 판단합니다. 커넥터는 GPU를 배정한 뒤(전원, 라이저, 수랭) 검사합니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="415"/>
        <source>Price seen more than %1 days ago (Settings): check today&apos;s price before you buy.</source>
        <translation>%1일 이상 전에 확인된 가격입니다(설정): 구매 전에 오늘 가격을 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="472"/>
        <source>Fits in place of the one in your build, not next to it: select that line in the build and press Replace.</source>
        <translation>빌드에 있는 부품을 대신할 수는 있지만 하나 더 추가할 수는 없습니다. 빌드에서 그 줄을 선택하고 [교체]를 누르세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="480"/>
        <source>Does not fit: %1</source>
        <translation>맞지 않음: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="501"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="506"/>
        <source> · %1 hidden as incompatible</source>
        <translation> · 호환되지 않는 %1개 숨김</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="511"/>
        <source> · checking compatibility…</source>
        <translation> · 호환성 점검 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="514"/>
        <source>Checking which parts fit the build…</source>
        <translation>구성에 맞는 부품을 점검하는 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="516"/>
        <source>Parts that do not fit the current build are hidden; untick “Compatible only” to see them greyed, with the reason on hover.</source>
        <translation>현재 구성에 맞지 않는 부품은 숨겨져 있습니다. ‘호환 부품만’ 선택을 해제하면 회색으로 표시되며, 마우스를 올리면 이유가 보입니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="522"/>
        <source>The compatibility check is not available, so no part is hidden.</source>
        <translation>호환성 검사를 사용할 수 없어 숨긴 부품이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="684"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="687"/>
        <source>new</source>
        <translation>새 제품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="688"/>
        <source>used</source>
        <translation>중고</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="693"/>
        <source>on %1</source>
        <translation>%1 기준</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="694"/>
        <source>an unknown date</source>
        <translation>알 수 없는 날짜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="700"/>
        <source>older than %1 days: check today&apos;s price</source>
        <translation>%1일 이상 지남: 오늘 가격을 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="718"/>
        <source>(old)</source>
        <translation>(오래됨)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="726"/>
        <source>Street prices</source>
        <translation>시중 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="858"/>
        <source>%1: %2 parts in the catalogue</source>
        <translation>%1: 부품 목록에 %2개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="300"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="765"/>
        <source>source not given</source>
        <translation>출처 미기재</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="766"/>
        <source>Price</source>
        <translation>가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="767"/>
        <source>Specs</source>
        <translation>사양</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="768"/>
        <source>Does not fit the build:</source>
        <translation>구성에 맞지 않음:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="773"/>
        <source>%1, as of %2</source>
        <translation>%1, %2 기준</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="782"/>
        <source>Slot layout unverified: the slot positions or lane widths are a best guess, not read from the manual. Check the manual before you plan several GPUs on this board.</source>
        <translation>슬롯 배치 미확인: 슬롯 위치나 레인 폭은 추정이며 매뉴얼에서 확인한 것이 아닙니다. 이 메인보드에 GPU 여러 장을 계획하기 전에 매뉴얼을 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="824"/>
        <source>Compatible with my build only</source>
        <translation>내 구성과 호환되는 부품만</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="829"/>
        <source>Hide parts that would not fit the build. Untick to see them greyed out;
hover a greyed part to read why it does not fit.</source>
        <translation>구성에 맞지 않는 부품을 숨깁니다. 선택을 해제하면 회색으로 표시되며,
회색 부품에 마우스를 올리면 맞지 않는 이유를 볼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="224"/>
        <source>%1: %2 to %3; %4 parts do not state it and are hidden once you narrow the range.</source>
        <translation>%1: %2 ~ %3; %4개 부품은 이 값을 밝히지 않아 범위를 좁히면 숨겨집니다.</translation>
    </message>
</context>
<context>
    <name>Categories</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="24"/>
        <source>GPUs</source>
        <translation>그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="25"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="26"/>
        <source>Motherboards</source>
        <translation>메인보드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="27"/>
        <location filename="../../dlbox/ui/labels.py" line="38"/>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="28"/>
        <location filename="../../dlbox/ui/labels.py" line="39"/>
        <source>Storage</source>
        <translation>저장 장치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="29"/>
        <source>Power supplies</source>
        <translation>파워 서플라이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="30"/>
        <source>Cases</source>
        <translation>케이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="31"/>
        <source>Coolers</source>
        <translation>쿨러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="35"/>
        <source>GPU</source>
        <translation>그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="36"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="37"/>
        <source>Motherboard</source>
        <translation>메인보드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="40"/>
        <source>Power supply</source>
        <translation>파워 서플라이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="41"/>
        <source>Case</source>
        <translation>케이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="42"/>
        <source>CPU cooler</source>
        <translation>CPU 쿨러</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="89"/>
        <source>Region whose prices are shown (prices differ by region)</source>
        <translation>가격을 표시할 리전 (리전마다 가격이 다름)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="91"/>
        <source>Each provider&apos;s longest history</source>
        <translation>공급자별 가장 긴 기록</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="216"/>
        <source>%1 per GPU-hour</source>
        <translation>GPU 시간당 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="265"/>
        <source>%1: lowest price per GPU-hour of each provider and pricing model; newest %2 (solid on-demand, dashed spot, dotted 1–3-year commitments)</source>
        <translation>%1: 공급자·요금제별 GPU 시간당 최저가, 최신 %2 (실선 온디맨드, 파선 스팟, 점선 1–3년 약정)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="273"/>
        <source> · each price was seen on one day only: no trend yet</source>
        <translation> · 각 가격이 하루에만 관측되었습니다: 아직 추세가 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="46"/>
        <location filename="../../dlbox/ui/charts/price_history.py" line="65"/>
        <source>Cloud price history</source>
        <translation>클라우드 요금 추이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="72"/>
        <source>Checking the build…</source>
        <translation>구성 점검 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="203"/>
        <source>Cloud price history: no GPU is rented by the clouds.</source>
        <translation>클라우드 요금 추이: 클라우드에서 임대하는 GPU가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="198"/>
        <source>Cloud price history: no cloud offers are available.</source>
        <translation>클라우드 요금 추이: 사용할 수 있는 클라우드 요금이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="258"/>
        <source>Cloud price history: no prices for %1.</source>
        <translation>클라우드 요금 추이: %1의 가격이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/price_history.py" line="83"/>
        <source>GPU whose cloud prices are shown</source>
        <translation>클라우드 요금을 표시할 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/base.py" line="99"/>
        <source>Export this chart as %1</source>
        <translation>이 차트를 %1(으)로 내보내기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/base.py" line="228"/>
        <source>Export %1</source>
        <translation>‘%1’ 내보내기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="29"/>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="26"/>
        <source>Cost breakdown</source>
        <translation>비용 구성</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="102"/>
        <source>Price (%1)</source>
        <translation>가격 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="119"/>
        <source>Total %1</source>
        <translation>합계 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="123"/>
        <source>left out: prices in %1 (no exchange rate)</source>
        <translation>제외됨: %1 가격 (환율 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="128"/>
        <source>no price for %1</source>
        <translation>%1 가격 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="34"/>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="37"/>
        <source>Own vs rent</source>
        <translation>구매 vs 임대</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="45"/>
        <source>Training hours</source>
        <translation>학습 시간</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="46"/>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="125"/>
        <source>Calendar months</source>
        <translation>개월 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="48"/>
        <source>Months assume the utilisation set in Settings</source>
        <translation>개월 수는 설정의 가동률을 기준으로 합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="69"/>
        <location filename="../../dlbox/ui/charts/pareto.py" line="115"/>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="31"/>
        <source>This build</source>
        <translation>이 구성</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="127"/>
        <source>Training hours (h)</source>
        <translation>학습 시간 (h)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="131"/>
        <source>Cumulative cost (%1)</source>
        <translation>누적 비용 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="167"/>
        <source>This build (capital + electricity)</source>
        <translation>이 구성 (구입비 + 전기 요금)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="183"/>
        <source>%1: owning is cheaper after %2 days</source>
        <translation>%1: %2일 후부터 구매가 더 저렴</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="229"/>
        <source>Speed-adjusted against the cheapest comparable rental and the cheapest offer of %1 providers (of %2 offers)</source>
        <translation>속도를 보정해 가장 저렴한 비교 가능 임대 및 %1개 업체의 최저가 상품과 비교 (전체 %2개 상품)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="372"/>
        <source>No comparable rental: no offer has a speed estimate</source>
        <translation>비교 가능한 임대 없음: 속도 추정이 있는 상품이 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="378"/>
        <source>Renting %1 stays cheaper</source>
        <translation>%1 임대가 계속 더 저렴함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="380"/>
        <source>Owning is cheaper after %1 than renting %2</source>
        <translation>%1 후 자가 보유가 %2 임대보다 저렴함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="390"/>
        <source>Cheapest comparable rental (as many GPUs, at least as fast): %1</source>
        <translation>가장 저렴한 비교 가능 임대(GPU 수 동일, 속도 동등 이상): %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="237"/>
        <source>Speed-adjusted against the cheapest offer of %1 providers (of %2 offers)</source>
        <translation>속도를 보정해 %1개 업체의 최저가 상품과 비교 (전체 %2개 상품)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="305"/>
        <source>no room for the legend: point at a line for its offer and cost</source>
        <translation>범례를 표시할 공간이 없습니다: 선을 가리키면 상품과 비용이 보입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="228"/>
        <source>utilisation %1%</source>
        <translation>가동률 %1%</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="332"/>
        <source>Own vs rent: %1.</source>
        <translation>구매 vs 임대: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="40"/>
        <location filename="../../dlbox/ui/charts/pareto.py" line="37"/>
        <source>Job: time vs cost</source>
        <translation>작업: 시간 vs 비용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="76"/>
        <source>Time to train (h)</source>
        <translation>학습 소요 시간 (h)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="78"/>
        <source>Job cost (%1)</source>
        <translation>작업 비용 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="83"/>
        <source>the estimator gave no time to train</source>
        <translation>추정기가 학습 시간을 내지 못했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="89"/>
        <source>Job: %1.</source>
        <translation>작업: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="117"/>
        <source>(electricity %1 + capital over %2 years)</source>
        <translation>(전기 요금 %1 + %2년 상각 구입비)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="163"/>
        <source>This build: %1 h, %2 (electricity + capital over %3 years) · %4 offers on the Pareto front · %5 faster, %6 cheaper than the build · ★ this build, orange: Pareto front, grey: other offers (hover for details)</source>
        <translation>이 구성: %1시간, %2 (전기 요금 + %3년 상각 구입비) · 파레토 프런트 상품 %4개 · 이 구성보다 빠른 상품 %5개, 저렴한 상품 %6개 · ★ 이 구성, 주황: 파레토 프런트, 회색: 기타 상품 (마우스를 올리면 상세 정보)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="33"/>
        <source> (cloud)</source>
        <translation> (클라우드)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="36"/>
        <location filename="../../dlbox/ui/charts/speed.py" line="50"/>
        <source>Speed</source>
        <translation>속도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="45"/>
        <source> (current build)</source>
        <translation> (현재 빌드)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="46"/>
        <source> (build of %1)</source>
        <translation> (%1 빌드)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="131"/>
        <source>Speed: %1.</source>
        <translation>속도: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="210"/>
        <source>Throughput (%1)</source>
        <translation>처리량 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="230"/>
        <source>This build: %1 %2 (estimate, band %3–%4)</source>
        <translation>이 구성: %1 %2 (추정치, 범위 %3–%4)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="240"/>
        <source> · %1 more bars: taller chart or CSV</source>
        <translation> · 막대 %1개 더 있음: 차트를 늘리거나 CSV 참고</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="253"/>
        <source> · (uncalibrated): an AMD card; its speed is fitted on NVIDIA runs only and no AMD run checks it</source>
        <translation> · (보정 안 됨): AMD 카드입니다. 속도는 NVIDIA 실측으로만 맞춘 값이며 이를 확인한 AMD 실측은 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="264"/>
        <source>Cloud bars assume the estimator&apos;s reference host; hover a bar for its GPU counts and prices</source>
        <translation>클라우드 막대는 추정기의 기준 호스트 기준입니다. 막대에 마우스를 올리면 GPU 개수와 가격이 보입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="361"/>
        <source> · hatched: the host CPU or kernel launches, not the GPU, set the speed</source>
        <translation> · 빗금: 속도를 정하는 것은 GPU가 아니라 호스트 CPU나 커널 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="393"/>
        <source>Band: %1</source>
        <translation>범위: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="397"/>
        <source>How this build&apos;s estimate was made:</source>
        <translation>이 구성의 추정치는 이렇게 계산했습니다:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="402"/>
        <source>Why?</source>
        <translation>근거?</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="426"/>
        <source> · serving %1 streams with %5: %2 tokens/s in all, %3 each; first token after %4 s</source>
        <translation> · %5(으)로 동시 스트림 %1개: 합계 %2 토큰/초, 스트림당 %3; 첫 토큰까지 %4초</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="475"/>
        <source>Add a GPU to see this build&apos;s speed</source>
        <translation>그래픽 카드를 추가하면 이 구성의 속도를 볼 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="477"/>
        <source>This build: does not fit in GPU memory, needs %1 GiB per GPU of %2 GiB usable (GPU memory tab: remedies)</source>
        <translation>이 구성: GPU 메모리에 들어가지 않습니다. GPU당 %1 GiB 필요, 사용 가능 %2 GiB (해결 방법: GPU 메모리 탭)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="502"/>
        <source>Batch %1 per GPU</source>
        <translation>GPU당 배치 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="511"/>
        <source> · %1 tokens/s per stream</source>
        <translation> · 스트림당 %1 토큰/초</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="15"/>
        <source>host-bound</source>
        <translation>호스트 병목</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="16"/>
        <source>launch-bound</source>
        <translation>커널 실행 병목</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="36"/>
        <source> (uncalibrated)</source>
        <translation> (보정 안 됨)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="55"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="60"/>
        <source>%1 · from %2/h</source>
        <translation>%1 · %2/시간부터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="68"/>
        <source>%1: %2 %3 (likely %4–%5)</source>
        <translation>%1: %2 %3 (예상 범위 %4–%5)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="77"/>
        <source>Bound by %1</source>
        <translation>병목: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="82"/>
        <source>One such card in place of this build&apos;s GPUs</source>
        <translation>이 구성의 GPU 대신 이 카드 한 장</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="87"/>
        <source>Offers with %1 GPUs all run at this speed: more cards do not add</source>
        <translation>GPU %1개 상품 모두 이 속도입니다: 카드를 늘려도 빨라지지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="95"/>
        <source>Lowest price per hour: %1</source>
        <translation>시간당 최저가: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed_text.py" line="98"/>
        <source>Estimated on the estimator&apos;s reference host: the instance&apos;s CPU is not known</source>
        <translation>추정기의 기준 호스트로 추정: 인스턴스의 CPU는 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="104"/>
        <source>The serving stack these speeds assume: pick another to compare (saved with the build&apos;s job, like the workload bar&apos;s box)</source>
        <translation>이 속도가 가정하는 서빙 스택: 다른 것을 골라 비교하세요(워크로드 막대의 상자처럼 구성의 작업과 함께 저장됨)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="260"/>
        <source> · orange: this build, blue: single GPUs, sky: cloud instances</source>
        <translation> · 주황: 이 구성, 파랑: 단일 그래픽 카드, 하늘색: 클라우드 인스턴스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="450"/>
        <source> · CPU offload: +%1 ms of each %2 ms micro-batch (%3)</source>
        <translation> · CPU 오프로드: %2 ms 마이크로 배치마다 %1 ms 추가(%3)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="452"/>
        <source> · CPU offload: +%1 ms of each %2 ms micro-batch (%3) for PCIe copies and the CPU optimizer step</source>
        <translation> · CPU 오프로드: %2 ms 마이크로 배치마다 %1 ms 추가(%3), PCIe 전송과 CPU 옵티마이저 단계</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="464"/>
        <source> (host RAM not given: CPU step charged as on a DGX A100&apos;s host)</source>
        <translation> (호스트 RAM 미지정: CPU 옵티마이저 단계를 DGX A100 호스트 기준으로 계산)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="494"/>
        <source> · bound by %1</source>
        <translation> · 병목: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/chart_tabs.py" line="42"/>
        <location filename="../../dlbox/ui/charts/memory.py" line="121"/>
        <source>GPU memory</source>
        <translation>GPU 메모리</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="31"/>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="32"/>
        <source>Bandwidth</source>
        <translation>대역폭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="33"/>
        <source>FP16 tensor</source>
        <translation>FP16 텐서</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="34"/>
        <source>Power</source>
        <translation>전력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="35"/>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="36"/>
        <source>Slots</source>
        <translation>슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="37"/>
        <source>Boost</source>
        <translation>부스트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="38"/>
        <source>Sustained power</source>
        <translation>지속 전력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="39"/>
        <source>PCIe lanes</source>
        <translation>PCIe 레인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="40"/>
        <source>RAM slots</source>
        <translation>메모리 슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="41"/>
        <source>x16 slots</source>
        <translation>x16 슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="42"/>
        <source>Capacity</source>
        <translation>용량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="43"/>
        <source>Speed</source>
        <translation>속도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="44"/>
        <source>Seq. read</source>
        <translation>순차 읽기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="45"/>
        <source>Random read</source>
        <translation>랜덤 읽기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="46"/>
        <source>Wattage</source>
        <translation>용량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="47"/>
        <source>ATX</source>
        <translation>ATX</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="48"/>
        <source>8-pin</source>
        <translation>8핀</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="49"/>
        <source>12V-2x6</source>
        <translation>12V-2x6</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="50"/>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="51"/>
        <source>Max GPU</source>
        <translation>최대 그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="52"/>
        <source>Exp. slots</source>
        <translation>확장 슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="53"/>
        <source>Max cooler</source>
        <translation>최대 쿨러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="54"/>
        <source>Max GPU height</source>
        <translation>최대 그래픽 카드 높이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="55"/>
        <source>Height</source>
        <translation>높이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="56"/>
        <source>Radiator</source>
        <translation>라디에이터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="57"/>
        <source>Rated</source>
        <translation>정격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="58"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="64"/>
        <source>GPU memory: bounds the model and batch size that fit</source>
        <translation>그래픽 카드 메모리: 올릴 수 있는 모델과 배치 크기를 결정합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="65"/>
        <source>Memory bandwidth: within a GPU family, speed tracks this best</source>
        <translation>메모리 대역폭: 같은 세대 그래픽 카드에서는 속도가 이 값을 가장 잘 따릅니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="68"/>
        <source>Dense FP16/BF16 tensor throughput with FP32 accumulate (the rate training uses; no 2:4 sparsity)</source>
        <translation>FP32 누산 기준 밀집 FP16/BF16 텐서 연산 성능 (학습에 쓰이는 값, 2:4 희소성 제외)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="72"/>
        <source>Board power: what the PSU must feed per card (spikes go higher)</source>
        <translation>보드 전력: 파워가 카드마다 공급해야 하는 전력 (순간 피크는 더 높음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="75"/>
        <source>Card length: must fit the case&apos;s GPU clearance</source>
        <translation>카드 길이: 케이스의 그래픽 카드 장착 공간에 맞아야 합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="76"/>
        <source>Expansion slots the card covers</source>
        <translation>카드가 차지하는 확장 슬롯 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="77"/>
        <source>PL2 / PPT: what the CPU really draws under load, not base TDP</source>
        <translation>PL2 / PPT: 기본 TDP가 아닌 부하 시 CPU의 실제 소비 전력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="80"/>
        <source>CPU PCIe lanes usable for GPUs and M.2 drives</source>
        <translation>그래픽 카드와 M.2 드라이브에 쓸 수 있는 CPU PCIe 레인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="81"/>
        <source>Physical x16 slots (their electrical width is in the details)</source>
        <translation>물리적 x16 슬롯 (전기적 레인 수는 상세 정보 참고)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="84"/>
        <source>PSU rating; keep the sustained load at or below 80 % of it</source>
        <translation>파워 정격 용량. 지속 부하는 그 80% 이하로 유지하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="87"/>
        <source>Longest GPU the case takes</source>
        <translation>케이스에 들어가는 가장 긴 그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="88"/>
        <source>Tallest tower cooler the case takes</source>
        <translation>케이스에 들어가는 가장 높은 타워형 쿨러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="89"/>
        <source>Tallest graphics card the case takes (small cases state it)</source>
        <translation>케이스에 들어가는 가장 높은 그래픽 카드(소형 케이스는 이를 명시합니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="92"/>
        <source>Total capacity of the kit or drive</source>
        <translation>키트 또는 드라이브의 총용량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="99"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="100"/>
        <source>Chipset</source>
        <translation>칩셋</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="101"/>
        <source>Cores</source>
        <translation>코어</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="102"/>
        <source>Threads</source>
        <translation>스레드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="103"/>
        <source>Efficiency</source>
        <translation>효율</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="104"/>
        <source>Form factor</source>
        <translation>폼 팩터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="105"/>
        <source>Interface</source>
        <translation>인터페이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="106"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="107"/>
        <source>Memory type</source>
        <translation>메모리 종류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="108"/>
        <source>Modules</source>
        <translation>모듈 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="109"/>
        <source>Socket</source>
        <translation>소켓</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="110"/>
        <source>Brand</source>
        <translation>브랜드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="111"/>
        <source>Vendor</source>
        <translation>제조사</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="112"/>
        <source>Architecture</source>
        <translation>아키텍처</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="113"/>
        <source>Year</source>
        <translation>연도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="114"/>
        <source>Price date</source>
        <translation>가격 날짜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="115"/>
        <source>As of</source>
        <translation>기준일</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="116"/>
        <source>Max memory</source>
        <translation>최대 메모리</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="117"/>
        <source>Memory channels</source>
        <translation>메모리 채널</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="118"/>
        <source>Currency</source>
        <translation>통화</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="125"/>
        <source>Boxed cooler</source>
        <translation>박스 쿨러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="137"/>
        <source>GPU riser</source>
        <translation>GPU 라이저</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="138"/>
        <source>GPU riser gen</source>
        <translation>GPU 라이저 세대</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="162"/>
        <source>Plug edge</source>
        <translation>플러그 위치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="166"/>
        <source>Ranks</source>
        <translation>랭크</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="268"/>
        <source>Price</source>
        <translation>가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="271"/>
        <source>Catalogue price converted to %1 at the newest rate; the original price, its date and source are in the details pane</source>
        <translation>최신 환율로 %1 환산한 목록 가격입니다. 원래 가격과 날짜, 출처는 상세 정보 창에 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="120"/>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="121"/>
        <source>BIOS flashback</source>
        <translation>BIOS 플래시백</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="122"/>
        <source>Base clock</source>
        <translation>기본 클럭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="123"/>
        <source>Bays 2.5&quot;</source>
        <translation>2.5&quot; 베이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="124"/>
        <source>Bays 3.5&quot;</source>
        <translation>3.5&quot; 베이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="126"/>
        <source>CAS latency</source>
        <translation>CAS 레이턴시</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="127"/>
        <source>Chips per board</source>
        <translation>보드당 칩 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="128"/>
        <source>Cooler</source>
        <translation>쿨러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="129"/>
        <source>Display outputs</source>
        <translation>디스플레이 출력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="130"/>
        <source>EPS 8-pin</source>
        <translation>EPS 8핀</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="131"/>
        <source>FP16 FP16-acc</source>
        <translation>FP16 (FP16 누산)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="132"/>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="133"/>
        <source>FP64</source>
        <translation>FP64</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="134"/>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="135"/>
        <source>Form</source>
        <translation>형태</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="136"/>
        <source>Form factors</source>
        <translation>폼 팩터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="139"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="140"/>
        <source>INT8</source>
        <translation>INT8</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="141"/>
        <source>Includes PSU</source>
        <translation>포함된 PSU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="142"/>
        <source>Integrated graphics</source>
        <translation>내장 그래픽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="143"/>
        <source>L2</source>
        <translation>L2 캐시</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="144"/>
        <source>Launch price USD</source>
        <translation>출시가(USD)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="145"/>
        <source>M.2 slots</source>
        <translation>M.2 슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="146"/>
        <source>MXM slot</source>
        <translation>MXM 슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="147"/>
        <source>Max PSU length</source>
        <translation>최대 PSU 길이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="148"/>
        <source>Max memory speed</source>
        <translation>최대 메모리 속도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="149"/>
        <source>Mem type</source>
        <translation>메모리 종류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="150"/>
        <source>Memory types</source>
        <translation>메모리 종류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="151"/>
        <source>Modular</source>
        <translation>모듈러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="152"/>
        <source>Module</source>
        <translation>모듈 용량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="153"/>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="154"/>
        <source>NVLink bandwidth</source>
        <translation>NVLink 대역폭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="155"/>
        <source>Notes</source>
        <translation>메모</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="156"/>
        <source>Onboard LAN GbE</source>
        <translation>온보드 LAN(GbE)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="157"/>
        <source>P2P</source>
        <translation>P2P</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="158"/>
        <source>PCIe 6-pin</source>
        <translation>PCIe 6핀</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="159"/>
        <source>PCIe gen</source>
        <translation>PCIe 세대</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="160"/>
        <source>PCIe slots</source>
        <translation>PCIe 슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="161"/>
        <source>PSU form factors</source>
        <translation>PSU 폼 팩터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="163"/>
        <source>Price source</source>
        <translation>가격 출처</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="164"/>
        <source>RPM</source>
        <translation>RPM</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="165"/>
        <source>Radiator mounts</source>
        <translation>라디에이터 장착부</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="167"/>
        <source>Registered</source>
        <translation>레지스터드(RDIMM)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="168"/>
        <source>Registered only</source>
        <translation>레지스터드 전용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="169"/>
        <source>SATA connectors</source>
        <translation>SATA 커넥터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="170"/>
        <source>SATA ports</source>
        <translation>SATA 포트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="171"/>
        <source>Seq write</source>
        <translation>순차 쓰기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="172"/>
        <source>Sockets</source>
        <translation>소켓</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="173"/>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="174"/>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="175"/>
        <source>TF32</source>
        <translation>TF32</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="336"/>
        <source>Only offers in this region (the providers and pricing models follow Settings)</source>
        <translation>이 리전의 요금만 (공급자와 요금제는 설정을 따름)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="341"/>
        <source>All regions</source>
        <translation>모든 리전</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="459"/>
        <source>Speed (%1)</source>
        <translation>속도 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="462"/>
        <source>Estimate for %1, the workload in the workload bar</source>
        <translation>작업 부하 막대의 작업 부하 %1에 대한 추정치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="503"/>
        <source>Break-even</source>
        <translation>손익분기점</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="506"/>
        <source>Calendar days until owning this build costs less than renting the offer above, at the utilisation in Settings</source>
        <translation>설정의 사용률 기준으로, 이 구성을 소유하는 비용이 위 상품을 빌리는 비용보다 적어지기까지의 일수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="546"/>
        <source> · price of %1</source>
        <translation> · %1 기준 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="182"/>
        <source> + parts in %1</source>
        <translation> + %1 표시 부품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="82"/>
        <source>The offer chosen above, for every build</source>
        <translation>위에서 고른 상품 (모든 구성에 공통)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="85"/>
        <source>No offer has this build&apos;s GPU count (%1): one with %2 GPUs, the nearest count</source>
        <translation>이 구성과 GPU 수(%1)가 같은 상품이 없어 가장 가까운 %2 GPU 상품을 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="93"/>
        <source>No offer with this build&apos;s GPU count (%1) is as fast as it: the fastest of them</source>
        <translation>GPU 수(%1)가 같은 상품 중 이 구성만큼 빠른 것이 없어 그중 가장 빠른 상품을 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="98"/>
        <source>The cheapest offer with this build&apos;s GPU count (%1) that is at least as fast</source>
        <translation>GPU 수(%1)가 같고 최소한 같은 속도인 상품 중 가장 저렴한 것</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="103"/>
        <source>Speed: offer %1, this build %2</source>
        <translation>속도: 상품 %1, 이 구성 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="115"/>
        <source>%1 rents no offer with this build&apos;s GPU count (%2) here: this one has %3, the nearest count</source>
        <translation>%1에는 여기서 이 구성과 GPU 수(%2)가 같은 상품이 없습니다: 이 상품은 %3개로, 가장 가까운 수입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="126"/>
        <source>None of %1&apos;s offers with this build&apos;s GPU count (%2) is as fast as it: the fastest</source>
        <translation>%1의 GPU 수(%2)가 같은 상품 중 이 구성만큼 빠른 것이 없어 그중 가장 빠른 상품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="134"/>
        <source>%1&apos;s cheapest offer with this build&apos;s GPU count (%2) that is at least as fast</source>
        <translation>%1의 GPU 수(%2)가 같고 최소한 같은 속도인 상품 중 가장 저렴한 것</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="190"/>
        <source>Total (%1)</source>
        <translation>합계 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="201"/>
        <source>Price dates</source>
        <translation>가격 날짜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="219"/>
        <source>GPUs</source>
        <translation>그래픽 카드 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="223"/>
        <source>Total VRAM (GB)</source>
        <translation>총 VRAM (GB)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="225"/>
        <source>Sum over every GPU in the build</source>
        <translation>구성에 있는 모든 그래픽 카드의 합</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="234"/>
        <source>System RAM (GB)</source>
        <translation>시스템 메모리 (GB)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="243"/>
        <source>not checked</source>
        <translation>검사 안 함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="257"/>
        <source>No problems found.</source>
        <translation>문제가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="263"/>
        <source>Findings</source>
        <translation>점검 결과</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="265"/>
        <source>Load power</source>
        <translation>부하 전력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="267"/>
        <source>Sustained load, from the compatibility check</source>
        <translation>호환성 검사에서 구한 지속 부하</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="300"/>
        <source>Add Build…</source>
        <translation>구성 추가…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="303"/>
        <source>Compare the open build with a saved build file</source>
        <translation>열려 있는 구성을 저장된 구성 파일과 비교</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="306"/>
        <source>Add Example</source>
        <translation>예제 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="310"/>
        <source>Set the next example build beside the open one</source>
        <translation>다음 예제 구성을 열려 있는 구성 옆에 놓고 비교</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="312"/>
        <source>Remove Last</source>
        <translation>마지막 항목 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="316"/>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="675"/>
        <source>Highlighted rows differ between the builds.</source>
        <translation>강조된 행은 구성 간에 값이 다릅니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="321"/>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="628"/>
        <source>The cloud offer break-even is measured against</source>
        <translation>손익분기를 계산할 기준 클라우드 상품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="348"/>
        <source>Break-even vs</source>
        <translation>손익분기 기준</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="380"/>
        <source>Compare with…</source>
        <translation>비교 대상…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="382"/>
        <source>dlbox build (*.dlbox.json *.json)</source>
        <translation>dlbox 구성 (*.dlbox.json *.json)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="391"/>
        <source>Cannot compare</source>
        <translation>비교할 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="430"/>
        <source>%1 (open)</source>
        <translation>%1 (열림)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="570"/>
        <source>Cheapest comparable rental</source>
        <translation>가장 저렴한 비교 가능 임대</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="572"/>
        <source>Compared with</source>
        <translation>비교 대상</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="604"/>
        <source>Each build: its cheapest comparable rental</source>
        <translation>각 구성: 각자의 가장 저렴한 비교 가능 임대</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="677"/>
        <source>Only the open build so far: %1 sets a saved build file beside it, %2 one of the examples.</source>
        <translation>지금은 열려 있는 구성뿐입니다: %1(으)로 저장된 구성 파일을, %2(으)로 예제 하나를 옆에 놓고 비교하세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="497"/>
        <source>never</source>
        <translation>도달 안 함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="741"/>
        <source>%1 days</source>
        <translation>%1일</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="745"/>
        <source> (%1 years)</source>
        <translation> (%1년)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="251"/>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="42"/>
        <source>dlbox ran into a problem</source>
        <translation>dlbox에 문제가 생겼습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="47"/>
        <source>Something went wrong inside dlbox. Your build is still in memory: save a copy now, then carry on or quit. The details below help fix the bug.</source>
        <translation>dlbox 내부에서 오류가 발생했습니다. 구성은 아직 메모리에 있으니 지금 사본을 저장한 뒤 계속하거나 종료하세요. 아래 상세 정보는 버그 수정에 도움이 됩니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="54"/>
        <source>A crash log is kept in %1</source>
        <translation>충돌 기록은 %1에 보관됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="65"/>
        <source>Save a Copy of the Build…</source>
        <translation>구성 사본 저장…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="69"/>
        <source>Copy Details</source>
        <translation>상세 정보 복사</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="74"/>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="77"/>
        <source>Quit dlbox</source>
        <translation>dlbox 종료</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="96"/>
        <source>Save failed</source>
        <translation>저장 실패</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="97"/>
        <source>The copy could not be saved: %1</source>
        <translation>사본을 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="101"/>
        <source>Saved to %1</source>
        <translation>%1에 저장함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="106"/>
        <source>Save a copy of the build</source>
        <translation>구성 사본 저장</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="108"/>
        <source>dlbox build (*.dlbox.json *.json)</source>
        <translation>dlbox 구성 (*.dlbox.json *.json)</translation>
    </message>
</context>
<context>
    <name>CustomPartDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="50"/>
        <source>POS:xPHYS:xELEC[/xSHARED]:gGEN:cpu|chipset; … e.g. 1:x16:x16:g5:cpu</source>
        <translation>POS:xPHYS:xELEC[/xSHARED]:gGEN:cpu|chipset; … 예: 1:x16:x16:g5:cpu</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="53"/>
        <source>NAME:gGEN:xLANES[:cpu|chipset][:sata]; … e.g. M2_1:g5:x4:cpu</source>
        <translation>NAME:gGEN:xLANES[:cpu|chipset][:sata]; … 예: M2_1:g5:x4:cpu</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="113"/>
        <source>required; enter a value</source>
        <translation>필수 항목입니다. 값을 입력하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="114"/>
        <source>invalid value</source>
        <translation>잘못된 값</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="134"/>
        <source>choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="136"/>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="150"/>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="177"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="151"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="152"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="163"/>
        <source>items separated by ;</source>
        <translation>항목은 ;로 구분</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="171"/>
        <source>YYYY-MM-DD or empty</source>
        <translation>YYYY-MM-DD 또는 비워 두기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="175"/>
        <source>required</source>
        <translation>필수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="182"/>
        <source>Allowed: %1</source>
        <translation>허용 범위: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="260"/>
        <source>Add Custom Part</source>
        <translation>사용자 부품 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="274"/>
        <source>Fields marked * are required. Leave a field empty when you do not know it: dlbox never fills a gap with a guess. Units are in the labels.</source>
        <translation>*로 표시된 항목은 필수입니다. 모르는 항목은 비워 두세요. dlbox는 빈칸을 추측으로 채우지 않습니다. 단위는 항목 이름에 적혀 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="293"/>
        <source>Save to My Catalogue</source>
        <translation>내 부품 목록에 저장</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="297"/>
        <source>Category:</source>
        <translation>분류:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="398"/>
        <source>already used by “%1”; choose another id</source>
        <translation>‘%1’에서 이미 사용 중입니다. 다른 ID를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="408"/>
        <source>Fix %1 before saving.</source>
        <translation>저장하기 전에 다음 항목을 고치세요: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="414"/>
        <source>Saving replaces your earlier part with this id.</source>
        <translation>저장하면 이 ID로 저장했던 이전 부품을 대체합니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="442"/>
        <source>Cannot save: %1</source>
        <translation>저장할 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../../dlbox/ui/document.py" line="28"/>
        <location filename="../../dlbox/ui/document.py" line="101"/>
        <source>Untitled build</source>
        <translation>제목 없는 구성</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="114"/>
        <source>Add %1</source>
        <translation>%1 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="121"/>
        <source>Add %1 as another PSU</source>
        <translation>%1을(를) 다른 파워 서플라이로 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="127"/>
        <source>Remove %1</source>
        <translation>%1 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="133"/>
        <source>Set quantity of %1 to %2</source>
        <translation>%1 수량을 %2(으)로 변경</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="143"/>
        <source>Replace %1 with %2</source>
        <translation>%1을(를) %2(으)로 교체</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="151"/>
        <source>Change the job</source>
        <translation>작업 변경</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="158"/>
        <source>Set the price of %1</source>
        <translation>%1 가격 설정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="160"/>
        <source>Use the catalogue price of %1</source>
        <translation>%1의 카탈로그 가격 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="182"/>
        <source>Set power and risers of %1</source>
        <translation>%1의 전원 및 라이저 설정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="188"/>
        <source>Set the BIOS of %1</source>
        <translation>%1의 BIOS 설정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="193"/>
        <source>Rename build</source>
        <translation>구성 이름 변경</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="199"/>
        <source>Change currency</source>
        <translation>통화 변경</translation>
    </message>
</context>
<context>
    <name>Engines</name>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="405"/>
        <source>electricity %1 %2/kWh</source>
        <translation>전기 요금 %1 %2/kWh</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="409"/>
        <source>electricity %1 USD/kWh (cost-model example; set yours in Settings)</source>
        <translation>전기 요금 %1 USD/kWh (비용 모델 예시, 설정에서 직접 입력 가능)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="432"/>
        <source>no cloud offers are available</source>
        <translation>사용할 수 있는 클라우드 상품이 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="434"/>
        <source>pick a workload to compare speed with the cloud</source>
        <translation>클라우드와 속도를 비교하려면 워크로드를 선택하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="437"/>
        <source>no exchange rate for %1: add one in Settings</source>
        <translation>%1 환율이 없습니다: 설정에서 추가하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="442"/>
        <source>no offers match the providers and pricing models chosen in Settings</source>
        <translation>설정에서 고른 공급자와 요금제에 맞는 상품이 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="626"/>
        <source>no speed estimate for this workload</source>
        <translation>이 워크로드에 대한 속도 추정이 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="215"/>
        <source>llama.cpp: also under Ollama and LM Studio (the default)</source>
        <translation>llama.cpp: Ollama와 LM Studio도 이를 사용(기본값)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="219"/>
        <source>llama.cpp, -fa off</source>
        <translation>llama.cpp, -fa off</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="220"/>
        <source>llama.cpp with FlashAttention off (-fa off)</source>
        <translation>FlashAttention을 끈 llama.cpp(-fa off)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="222"/>
        <source>vLLM: CUDA graphs, a pool of 90 % of the card</source>
        <translation>vLLM: CUDA 그래프, 카드 메모리의 90 %를 쓰는 풀</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="225"/>
        <source>HF generate</source>
        <translation>HF generate</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="226"/>
        <source>Hugging Face generate, eager PyTorch: the CPU issues every token&apos;s calls</source>
        <translation>Hugging Face generate, eager PyTorch: 토큰마다 CPU가 모든 호출을 보냄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="231"/>
        <location filename="../../dlbox/ui/labels.py" line="236"/>
        <source>AutoAWQ&apos;s own loop, eager PyTorch</source>
        <translation>AutoAWQ 자체 디코딩 루프, eager PyTorch</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="238"/>
        <source>TinyChat (llm-awq), eager PyTorch</source>
        <translation>TinyChat(llm-awq), eager PyTorch</translation>
    </message>
</context>
<context>
    <name>Estimate</name>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="638"/>
        <source>errors on %(n)s published runs of other software stacks (held out from every fit; %(inside)s of them inside)</source>
        <translation>다른 소프트웨어 스택의 공개된 실행 결과 %(n)s건에 대한 오차(어떤 피팅에도 쓰지 않음, 그중 %(inside)s가 범위 안)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="653"/>
        <source>leave-one-GPU-out residuals of this workload</source>
        <translation>이 워크로드에서 GPU를 하나씩 빼고 구한 잔차</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="659"/>
        <source>residuals of %(workloads)s</source>
        <translation>%(workloads)s의 잔차</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="669"/>
        <source>residuals of its family</source>
        <translation>같은 계열 모델의 잔차</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/calibration.py" line="676"/>
        <source>%(label)s, widened ×%(widen)s (not measured itself)</source>
        <translation>%(label)s, ×%(widen)s로 넓힘(자체 실측 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="84"/>
        <source>dataset fits in the page cache (80 %% of RAM) after the first epoch</source>
        <translation>첫 epoch 이후 데이터셋이 페이지 캐시(RAM의 80 %%)에 들어감</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="90"/>
        <source>no storage given</source>
        <translation>저장 장치 미지정</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="98"/>
        <source>drive speed unknown</source>
        <translation>드라이브 속도 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/ceilings.py" line="101"/>
        <source>reading from %(drive)s</source>
        <translation>%(drive)s에서 읽음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="41"/>
        <source>mixed GPUs: estimated as %(count)s × %(gpu)s; data parallel runs at the pace of the slowest card</source>
        <translation>서로 다른 GPU 혼용: %(count)s × %(gpu)s로 추정합니다. 데이터 병렬 학습은 가장 느린 카드의 속도로 진행됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="67"/>
        <source>the GPU link runs at most PCIe %(gen)s.0: %(case)s carries the card on its own PCIe %(gen)s.0 riser cable</source>
        <translation>GPU 링크는 최대 PCIe %(gen)s.0로 동작합니다: %(case)s는 케이스 자체의 PCIe %(gen)s.0 라이저 케이블로 카드를 연결합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="82"/>
        <source>%(cpu)s&apos;s thread count is unknown: no CPU input-pipeline ceiling</source>
        <translation>%(cpu)s의 스레드 수를 알 수 없음: CPU 입력 파이프라인 상한을 두지 않음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="91"/>
        <source>%(cpu)s&apos;s sustained power is unknown: its TDP is counted</source>
        <translation>%(cpu)s의 지속 전력을 알 수 없음: TDP로 계산</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="140"/>
        <source>%(gpu)s (open-air, slot %(upper)s) sits directly on the card in slot %(lower)s: stacked open-air cards lose about %(loss)s of their speed to heat (COMPAT_RULES.md rule 9), and the others wait for it — counted in this estimate</source>
        <translation>%(gpu)s(오픈형 쿨러, 슬롯 %(upper)s)가 슬롯 %(lower)s의 카드 바로 위에 붙어 있습니다: 붙어 있는 오픈형 카드는 열 때문에 속도가 약 %(loss)s 떨어지고(COMPAT_RULES.md 규칙 9) 다른 카드도 이를 기다립니다 — 이 추정에 반영됨</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="174"/>
        <source>the board has %(slots)s usable x16-size slots for %(count)s GPUs</source>
        <translation>메인보드에 쓸 수 있는 x16 크기 슬롯이 %(slots)s개뿐인데 GPU는 %(count)s개입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/build_estimate.py" line="191"/>
        <source>slowest GPU link: PCIe %(gen)s.0 x%(lanes)s (%(board)s)</source>
        <translation>가장 느린 GPU 연결: PCIe %(gen)s.0 x%(lanes)s (%(board)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="43"/>
        <source>FP16 mixed precision (AMP)</source>
        <translation>FP16 혼합 정밀도 (AMP)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="59"/>
        <source>tensor cores</source>
        <translation>텐서 코어</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="61"/>
        <source>FP32 math, 16-bit memory</source>
        <translation>FP32 연산, 16비트 메모리</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="64"/>
        <source>%(gpu)s has no BF16: estimated in FP16 mixed precision (AMP with loss scaling, %(how)s), which is what users of this GPU run</source>
        <translation>%(gpu)s는 BF16을 지원하지 않습니다: FP16 혼합 정밀도(손실 스케일링을 쓰는 AMP, %(how)s)로 추정했으며, 이 GPU 사용자들도 실제로 그렇게 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="73"/>
        <source>%(gpu)s has no %(asked)s math: estimated in %(used)s</source>
        <translation>%(gpu)s는 %(asked)s 연산을 지원하지 않습니다: %(used)s로 추정</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="124"/>
        <source>plain FP32 estimated no faster than TF32 on this GPU&apos;s tensor cores (the FP32 efficiency is fitted on Pascal, Volta and Turing, whose FP32 lanes are single-issue)</source>
        <translation>일반 FP32는 이 GPU의 텐서 코어에서 TF32보다 빠르지 않게 추정했습니다(FP32 효율은 FP32 유닛이 한 사이클에 명령 하나만 내보내는 Pascal, Volta, Turing으로 피팅함)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="135"/>
        <source>software tier&apos;s speed-up capped: ×%(speedup)s would imply more than %(share)s of the %(precision)s peak</source>
        <translation>소프트웨어 단계의 가속에 상한을 둠: ×%(speedup)s면 %(precision)s 피크의 %(share)s를 넘게 됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="148"/>
        <source>software tier &apos;%(tier)s&apos;: ×%(speedup)s over the calibrated eager stack (fitted on published runs of other stacks)</source>
        <translation>소프트웨어 단계 &apos;%(tier)s&apos;: 보정된 eager 스택 대비 ×%(speedup)s(다른 스택의 공개된 실행 결과로 피팅)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="161"/>
        <source>batch norm on NCHW tensors in BF16: PyTorch runs its own kernels instead of cuDNN&apos;s, +%(ms)s ms a step (channels-last or FP16 AMP avoids it)</source>
        <translation>BF16에서 NCHW 텐서의 배치 정규화: PyTorch가 cuDNN 대신 자체 커널을 써서 스텝마다 +%(ms)s ms(channels-last나 FP16 AMP로 피할 수 있음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="172"/>
        <source>power limit %(limit)s: ×%(speed)s speed</source>
        <translation>전력 제한 %(limit)s: 속도 ×%(speed)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="240"/>
        <source>slot-powered board: under sustained tensor-core load it holds its base clock, %(share)s of the boost clock its peak TFLOPS are quoted at</source>
        <translation>슬롯 전원만 쓰는 카드: 텐서 코어 부하가 계속되면 기본 클럭을 유지하며, 이는 피크 TFLOPS 기준인 부스트 클럭의 %(share)s입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="342"/>
        <source>eager step: the host needs %(ms)s ms to issue its operator calls (forward, backward, the %(optimizer)s step over every trainable tensor); the GPU waits %(waits)s ms of it, so a faster GPU would not help</source>
        <translation>eager 스텝: 호스트가 연산자 호출(순전파, 역전파, 학습 가능한 모든 텐서에 대한 %(optimizer)s 스텝)을 내보내는 데 %(ms)s ms가 걸리고, GPU가 그중 %(waits)s ms를 기다리므로 더 빠른 GPU는 도움이 되지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="353"/>
        <source>eager step: the host needs %(ms)s ms to issue its operator calls (forward, backward, the %(optimizer)s step over every trainable tensor), hidden behind the GPU&apos;s own work</source>
        <translation>eager 스텝: 호스트가 연산자 호출(순전파, 역전파, 학습 가능한 모든 텐서에 대한 %(optimizer)s 스텝)을 내보내는 데 %(ms)s ms가 걸리지만 GPU 자체 작업 뒤에 가려집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="383"/>
        <source>CPU-bound: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, backward, any recomputation and the %(optimizer)s step): the host needs %(ms)s ms and the GPU waits %(waits)s ms of it, so a faster GPU would not help; a larger batch spreads them over more tokens</source>
        <translation>CPU 병목: 스텝마다 커널 실행 약 %(launches)s회, 회당 약 %(us)s µs(순전파, 역전파, 재계산이 있으면 재계산, %(optimizer)s 스텝): 호스트에 %(ms)s ms가 걸리고 GPU가 그중 %(waits)s ms를 기다리므로 더 빠른 GPU는 도움이 되지 않습니다. 배치를 키우면 이 실행이 더 많은 토큰에 나뉩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="395"/>
        <source>eager step: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, backward, any recomputation and the %(optimizer)s step) take the host %(ms)s ms; the GPU waits %(waits)s ms of it</source>
        <translation>eager 스텝: 스텝마다 커널 실행 약 %(launches)s회, 회당 약 %(us)s µs(순전파, 역전파, 재계산이 있으면 재계산, %(optimizer)s 스텝)로 호스트에 %(ms)s ms가 걸리고, GPU가 그중 %(waits)s ms를 기다립니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="405"/>
        <source>eager step: ~%(launches)s kernel launches a step at ~%(us)s µs each (forward, backward, any recomputation and the %(optimizer)s step) take the host %(ms)s ms, hidden behind the GPU&apos;s own work</source>
        <translation>eager 스텝: 스텝마다 커널 실행 약 %(launches)s회, 회당 약 %(us)s µs(순전파, 역전파, 재계산이 있으면 재계산, %(optimizer)s 스텝)로 호스트에 %(ms)s ms가 걸리지만 GPU 자체 작업 시간에 가려집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="418"/>
        <source>16-bit matrix</source>
        <translation>16비트 행렬</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="419"/>
        <source>memory bandwidth</source>
        <translation>메모리 대역폭</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="428"/>
        <source>%(peak)s ×%(scale)s</source>
        <translation>%(peak)s ×%(scale)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="437"/>
        <source>its paper peaks scaled to what published micro-benchmarks measure against NVIDIA boards of its memory class (%(scaled)s; data/vendor_gemm.csv)</source>
        <translation>공개된 마이크로 벤치마크가 같은 메모리 등급의 NVIDIA 카드 대비 측정한 비율로 조정한 사양상 피크(%(scaled)s; data/vendor_gemm.csv)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="442"/>
        <source>%(a)s, %(b)s</source>
        <translation>%(a)s, %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="446"/>
        <source>its paper peaks, as no micro-benchmark of its architecture is in data/vendor_gemm.csv</source>
        <translation>사양상 피크(data/vendor_gemm.csv에 이 아키텍처의 마이크로 벤치마크가 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="454"/>
        <source>uncalibrated: %(vendor)s %(architecture)s — every efficiency is fitted on NVIDIA runs and no %(vendor)s run enters any fit; estimated with %(measured)s. ROCm libraries (MIOpen convolutions, attention kernels) may reach less; treat the number and its band as unverified</source>
        <translation>보정 안 됨: %(vendor)s %(architecture)s — 모든 효율은 NVIDIA 실행 결과로 피팅했고 %(vendor)s 실행 결과는 어떤 피팅에도 들어가지 않았습니다. 추정 근거: %(measured)s. ROCm 라이브러리(MIOpen 합성곱, 어텐션 커널)는 이보다 낮을 수 있으니 이 수치와 범위는 검증되지 않은 값으로 보세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="475"/>
        <source>batch %(batch)s = U-Net evaluations per denoising step: %(images)s images × 2 for classifier-free guidance; the host needs %(ms)s ms to dispatch a step&apos;s kernels whatever the batch, hidden behind the GPU&apos;s own work per step (fitted on published runs)</source>
        <translation>배치 %(batch)s = 디노이징 스텝당 U-Net 계산 횟수: 이미지 %(images)s장 × 2(분류기 없는 가이던스). 배치와 상관없이 호스트가 한 스텝의 커널을 내보내는 데 %(ms)s ms가 걸리지만 스텝마다 GPU 자체 작업 뒤에 가려집니다(공개된 실행 결과로 피팅)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="489"/>
        <source>batch %(batch)s = U-Net evaluations per denoising step: %(images)s images × 2 for classifier-free guidance; host-bound: the host needs %(ms)s ms to dispatch a step&apos;s kernels whatever the batch and the GPU&apos;s own work is %(gpu_ms)s ms, so a faster GPU would not speed this up. That dispatch time is fitted on published runs, mostly on cloud A100 machines; the host CPU&apos;s single-thread speed sets it (%(host)s): published batch-1 runs on one A100 40 GB take 31–46 ms a step. Larger batches hide it</source>
        <translation>배치 %(batch)s = 디노이징 스텝당 U-Net 계산 횟수: 이미지 %(images)s장 × 2(분류기 없는 가이던스). 호스트 병목: 배치와 상관없이 호스트가 한 스텝의 커널을 내보내는 데 %(ms)s ms가 걸리는데 GPU 자체 작업은 %(gpu_ms)s ms라서 더 빠른 GPU로도 빨라지지 않습니다. 이 시간은 주로 클라우드 A100 머신의 공개된 실행 결과로 피팅했으며 호스트 CPU의 단일 스레드 속도가 좌우합니다(%(host)s). 공개된 A100 40 GB 한 장의 배치 1 실행은 스텝당 31–46 ms입니다. 배치를 키우면 가려집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="510"/>
        <source>the reference host&apos;s</source>
        <translation>기준 호스트 기준</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="513"/>
        <source>charged as on the reference host %(reference)s for every CPU: the one published desktop run that names its CPU matched that time unscaled</source>
        <translation>모든 CPU를 기준 호스트 %(reference)s로 계산: CPU를 밝힌 유일한 공개 데스크톱 실행 결과가 조정 없이 이 시간과 일치했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="522"/>
        <source>%(cpu)s: its single thread %(ratio)s× %(reference)s&apos;s</source>
        <translation>%(cpu)s: 단일 스레드 속도가 %(reference)s의 %(ratio)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="528"/>
        <source>as on the reference host %(reference)s: the CPU&apos;s speed is unknown</source>
        <translation>기준 호스트 %(reference)s로 계산: CPU 속도를 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="561"/>
        <source>without peer-to-peer every all-reduce is staged through host memory that all %(count)s cards share</source>
        <translation>P2P가 없어 모든 all-reduce가 %(count)s개 카드가 함께 쓰는 호스트 메모리를 거칩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="570"/>
        <source>the %(link)s link cannot move the gradients as fast as backward produces them</source>
        <translation>%(link)s 연결이 역전파가 그래디언트를 만드는 속도만큼 옮기지 못합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="579"/>
        <source>%(count)s GPUs are slower than one here (%(total)s vs %(one)s samples/s): %(why)s; the all-reduce takes %(ms)s ms per step</source>
        <translation>여기서는 GPU %(count)s개가 1개보다 느립니다(%(total)s 대 %(one)s 샘플/초): %(why)s. all-reduce가 스텝마다 %(ms)s ms 걸립니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="619"/>
        <source>the weights&apos; all-gathers and the gradients&apos; reduce-scatter</source>
        <translation>가중치의 all-gather와 그래디언트의 reduce-scatter</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="624"/>
        <source>the gradients&apos; all-reduce</source>
        <translation>그래디언트의 all-reduce</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="635"/>
        <source>%(what)s over %(link)s add %(ms)s ms to each %(step)s ms step (%(share)s): the whole of their time, since %(stack)s does not run them under the compute</source>
        <translation>%(link)s를 거치는 %(what)s이(가) %(step)s ms 스텝마다 %(ms)s ms(%(share)s)를 더합니다: %(stack)s는 이를 연산과 겹쳐 실행하지 않으므로 시간 전체가 들어갑니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="644"/>
        <source>%(what)s over %(link)s add %(ms)s ms to each %(step)s ms step (%(share)s): %(waits)s ms exposed (nothing left to overlap), %(contention)s ms of contention (compute runs slower while NCCL&apos;s kernels hold SMs and memory bandwidth beside it)</source>
        <translation>%(link)s를 거치는 %(what)s이(가) %(step)s ms 스텝마다 %(ms)s ms(%(share)s)를 더합니다: %(waits)s ms는 드러나고(겹칠 작업이 남지 않음), %(contention)s ms는 경합입니다(NCCL 커널이 SM과 메모리 대역폭을 함께 쓰는 동안 연산이 느려짐)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="706"/>
        <location filename="../../dlbox/core/estimate/explain.py" line="708"/>
        <source>AutoAWQ&apos;s own loop over its fused blocks</source>
        <translation>AutoAWQ 자체의 융합 블록 루프</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="709"/>
        <source>TinyChat&apos;s own loop over its fused blocks</source>
        <translation>TinyChat 자체의 융합 블록 루프</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="711"/>
        <source>Hugging Face generate</source>
        <translation>Hugging Face generate</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="714"/>
        <source>Hugging Face generate, its expert layers through batched_mm (a copy of each routed token&apos;s experts)</source>
        <translation>Hugging Face generate, 전문가 레이어는 batched_mm 경로 (라우팅된 토큰마다 해당 전문가 가중치를 복사)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="719"/>
        <source>Hugging Face generate, its expert layers one expert at a time (the eager loop, two host syncs per expert)</source>
        <translation>Hugging Face generate, 전문가 레이어를 한 번에 전문가 하나씩 실행 (eager 루프, 전문가마다 호스트 동기화 두 번)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="746"/>
        <source>eager decoding (%(runner)s): the host&apos;s CPU issues each token&apos;s operator calls from Python in %(ms)s ms; the GPU waits %(waits)s ms of it, so a faster CPU core or a compiled stack (software tier &apos;compiled&apos;) would help more than a faster GPU</source>
        <translation>eager 디코딩(%(runner)s): 호스트 CPU가 Python에서 토큰마다 연산자 호출을 내보내는 데 %(ms)s ms가 걸리고 GPU가 그중 %(waits)s ms를 기다리므로, 더 빠른 GPU보다 더 빠른 CPU 코어나 컴파일된 스택(소프트웨어 단계 &apos;compiled&apos;)이 더 도움이 됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="758"/>
        <source>eager decoding (%(runner)s): the host&apos;s CPU issues each token&apos;s operator calls from Python in %(ms)s ms, mostly hidden behind the GPU&apos;s reading of the weights</source>
        <translation>eager 디코딩(%(runner)s): 호스트 CPU가 Python에서 토큰마다 연산자 호출을 내보내는 데 %(ms)s ms가 걸리지만 대부분 GPU의 가중치 읽기 뒤에 가려집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="782"/>
        <source>each of the %(layers)s layers&apos; small kernels cost %(us)s µs per token (%(ms)s ms) beside %(weights)s ms reading the weights, whatever the model&apos;s size or its share on each GPU; this stack launches them one by one on this GPU (no CUDA graph: llama.cpp below its Volta gate, or an older build)</source>
        <translation>%(layers)s개 레이어 각각의 작은 커널이 토큰당 %(us)s µs(합계 %(ms)s ms)가 들고 가중치 읽기에 %(weights)s ms가 따로 듭니다. 모델 크기나 GPU별 분담과는 무관합니다. 이 스택은 이 GPU에서 커널을 하나씩 실행합니다(CUDA graph 없음: Volta 이전 GPU의 llama.cpp 또는 오래된 빌드)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="792"/>
        <source>each of the %(layers)s layers&apos; small kernels cost %(us)s µs per token (%(ms)s ms) beside %(weights)s ms reading the weights, whatever the model&apos;s size or its share on each GPU</source>
        <translation>%(layers)s개 레이어 각각의 작은 커널이 토큰당 %(us)s µs(합계 %(ms)s ms)가 들고 가중치 읽기에 %(weights)s ms가 따로 듭니다. 모델 크기나 GPU별 분담과는 무관합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="816"/>
        <source> on this GPU&apos;s %(sms)s SMs</source>
        <translation>(이 GPU의 SM %(sms)s개 위)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="821"/>
        <source>attention: this runner&apos;s decode kernel (FasterTransformer&apos;s masked attention) runs one thread block per sequence and head, %(blocks)s blocks%(where)s, so it reads the KV cache at its blocks&apos; share of the bandwidth: %(ms)s ms per token at %(tokens)s tokens of context; a flash-decoding stack splits the context and reads it at the card&apos;s bandwidth</source>
        <translation>어텐션: 이 실행기의 디코드 커널(FasterTransformer의 masked attention)은 시퀀스와 헤드마다 스레드 블록을 하나씩, 총 %(blocks)s개 블록%(where)s을 실행하므로 KV 캐시를 그 블록들이 차지하는 대역폭 비율로만 읽습니다: 컨텍스트 %(tokens)s 토큰에서 토큰당 %(ms)s ms. flash-decoding 방식 스택은 컨텍스트를 나누어 카드 전체 대역폭으로 읽습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="848"/>
        <source>weights: this decode kernel&apos;s thread blocks are one warp and an SM of this GPU holds at most %(warps)s blocks, so %(warps)s warps an SM load the weights: %(ms)s ms per token, slower than the bandwidth and the unpacking allow</source>
        <translation>가중치: 이 디코드 커널의 스레드 블록은 워프 하나이고 이 GPU의 SM 하나는 블록을 최대 %(warps)s개 담으므로, SM당 %(warps)s개 워프만 가중치를 읽습니다: 토큰당 %(ms)s ms로, 대역폭과 언패킹이 허용하는 것보다 느립니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/explain.py" line="869"/>
        <source>weights: this GEMM kernel pads a token&apos;s row to a 16-row tile and gives each matrix few thread blocks, each walking its share of the inputs one memory round trip at a time: the narrow and deep matrices add %(ms)s ms per token to what the bandwidth and the unpacking allow</source>
        <translation>가중치: 이 GEMM 커널은 토큰의 한 행을 16행 타일로 채우고 행렬마다 스레드 블록을 몇 개만 배정하며, 각 블록은 자신의 입력 몫을 메모리 왕복 한 번씩 차례로 처리합니다: 좁고 깊은 행렬이 대역폭과 언패킹이 허용하는 시간에 토큰당 %(ms)s ms를 더합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="170"/>
        <source>host-bound</source>
        <translation>호스트 병목</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="172"/>
        <source>host calls</source>
        <translation>호스트 호출</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="177"/>
        <source>%(head)s: %(us)s µs per kernel launch on CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s&apos;s)</source>
        <translation>%(head)s: CPU %(cpu)s에서 커널 실행당 %(us)s µs(단일 스레드 속도가 기준 호스트 %(reference)s의 %(ratio)s×)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="182"/>
        <source>%(head)s: %(us)s µs per kernel launch, as on the reference host %(reference)s (%(what)s)</source>
        <translation>%(head)s: 커널 실행당 %(us)s µs, 기준 호스트 %(reference)s 기준(%(what)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="192"/>
        <source>%(head)s: %(us)s µs per call on CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s&apos;s)</source>
        <translation>%(head)s: CPU %(cpu)s에서 호출당 %(us)s µs(단일 스레드 속도가 기준 호스트 %(reference)s의 %(ratio)s×)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="220"/>
        <source>not scaled by the CPU: published desktop runs of this kind matched it unscaled</source>
        <translation>CPU에 따라 조정하지 않음: 이런 종류의 공개 데스크톱 실행 결과가 조정 없이 일치함</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="226"/>
        <source>no CPU given</source>
        <translation>CPU 미지정</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="228"/>
        <source>%(cpu)s&apos;s single-thread speed unknown</source>
        <translation>%(cpu)s의 단일 스레드 속도를 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_cpu.py" line="197"/>
        <source>%(head)s: %(us)s µs per call, as on the reference host %(reference)s (%(what)s)</source>
        <translation>%(head)s: 호출당 %(us)s µs, 기준 호스트 %(reference)s 기준(%(what)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_optimizer.py" line="36"/>
        <source>a DGX A100&apos;s host (2 × AMD EPYC 7742)</source>
        <translation>DGX A100의 호스트(2 × AMD EPYC 7742)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_optimizer.py" line="55"/>
        <source>%(channels)s × %(mts)s MT/s = %(gbs)s GB/s</source>
        <translation>%(channels)s × %(mts)s MT/s = %(gbs)s GB/s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/host_optimizer.py" line="62"/>
        <source>host RAM not given: charged as on %(host)s, %(ram)s</source>
        <translation>호스트 RAM 미지정: %(host)s 기준으로 계산, %(ram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_host.py" line="49"/>
        <source>llama.cpp&apos;s host prepares each token&apos;s graph while the GPU waits: %(ms)s ms on CPU %(cpu)s (its single thread %(ratio)s× the reference host %(reference)s&apos;s)</source>
        <translation>llama.cpp 호스트는 GPU가 기다리는 동안 토큰마다 그래프를 준비합니다: CPU %(cpu)s에서 %(ms)s ms (단일 스레드 성능은 기준 호스트 %(reference)s의 %(ratio)s배)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_host.py" line="54"/>
        <source>llama.cpp&apos;s host prepares each token&apos;s graph while the GPU waits: %(ms)s ms, as on the reference host %(reference)s (%(what)s)</source>
        <translation>llama.cpp 호스트는 GPU가 기다리는 동안 토큰마다 그래프를 준비합니다: %(ms)s ms, 기준 호스트 %(reference)s 기준 (%(what)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="66"/>
        <source>PCIe %(gen)s.0 x%(lanes)s (%(gbs)s GB/s per direction)</source>
        <translation>PCIe %(gen)s.0 x%(lanes)s (방향당 %(gbs)s GB/s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="72"/>
        <source>PCIe %(gen)s.0 x%(lanes)s (%(gbs)s GB/s per direction, the card&apos;s own: the slot is not known)</source>
        <translation>PCIe %(gen)s.0 x%(lanes)s (방향당 %(gbs)s GB/s, 카드 자체 기준: 슬롯을 알 수 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="154"/>
        <source>PyTorch&apos;s CPU AdamW (FSDP)</source>
        <translation>PyTorch의 CPU AdamW(FSDP)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="143"/>
        <source>PCIe copies over %(link)s, run under the GPU&apos;s compute: gradients down %(down)s ms per micro-batch (streamed during backward), weights up %(up)s ms per micro-batch (prefetched during forward and backward)</source>
        <translation>%(link)s 경유 PCIe 전송, GPU 연산과 동시에 진행: 그래디언트 내려보내기 마이크로 배치당 %(down)s ms(역전파 중 스트리밍), 가중치 올리기 마이크로 배치당 %(up)s ms(순전파·역전파 중 미리 가져오기)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="157"/>
        <source>PCIe copies over %(link)s: gradients down %(down)s ms per micro-batch (streamed during backward, under its compute), updated weights up %(up)s ms per optimizer step (beside the CPU step)</source>
        <translation>%(link)s 경유 PCIe 전송: 그래디언트 내려보내기 마이크로 배치당 %(down)s ms(역전파 중 스트리밍, 그 연산과 동시에), 갱신된 가중치 올리기 옵티마이저 스텝당 %(up)s ms(CPU 단계와 동시에)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="167"/>
        <source>DeepSpeed&apos;s CPU Adam</source>
        <translation>DeepSpeed의 CPU Adam</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="171"/>
        <source>host RAM %(ram)s</source>
        <translation>호스트 RAM %(ram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="176"/>
        <source>CPU optimizer step ≥ %(ms)s ms per optimizer step (%(who)s, %(ram)s), shared by %(n)s micro-batches</source>
        <translation>CPU 옵티마이저 단계는 한 번에 ≥ %(ms)s ms(%(who)s, %(ram)s), 마이크로 배치 %(n)s개가 나눠 부담</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="186"/>
        <source>CPU optimizer step ≥ %(ms)s ms per optimizer step (%(who)s, %(ram)s)</source>
        <translation>CPU 옵티마이저 단계는 한 번에 ≥ %(ms)s ms(%(who)s, %(ram)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="203"/>
        <source>CPU offload (%(mode)s): each %(step)s ms micro-batch waits %(ms)s ms on it (%(share)s; only what the GPU&apos;s compute does not hide): %(pcie)s; %(cpu)s; the next forward waits for the CPU step (no delayed parameter update); these floors come to less than the GPU&apos;s own update that offload takes off it (%(replaced)s ms), so that is charged: offload never speeds a step up</source>
        <translation>CPU 오프로드(%(mode)s): %(step)s ms 마이크로 배치마다 이를 %(ms)s ms 기다립니다(%(share)s; GPU 연산에 가려지지 않는 부분만): %(pcie)s; %(cpu)s; 다음 순전파는 CPU 단계를 기다립니다(지연 파라미터 업데이트 없음). 이 하한들의 합이 오프로드로 GPU에서 빠지는 업데이트 시간(%(replaced)s ms)보다 작아 그 시간을 계산합니다: 오프로드로 스텝이 빨라지지는 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/offload.py" line="216"/>
        <source>CPU offload (%(mode)s): each %(step)s ms micro-batch waits %(ms)s ms on it (%(share)s; only what the GPU&apos;s compute does not hide): %(pcie)s; %(cpu)s; the next forward waits for the CPU step (no delayed parameter update)</source>
        <translation>CPU 오프로드(%(mode)s): %(step)s ms 마이크로 배치마다 이를 %(ms)s ms 기다립니다(%(share)s; GPU 연산에 가려지지 않는 부분만): %(pcie)s; %(cpu)s; 다음 순전파는 CPU 단계를 기다립니다(지연 파라미터 업데이트 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="261"/>
        <source>llama.cpp build: the backend this GPU runs is not known, so no kernel fusion is counted: the fitted per-layer cost (%(base)s kernels a layer)</source>
        <translation>llama.cpp 빌드: 이 GPU가 쓰는 백엔드를 알 수 없어 커널 융합을 반영하지 않습니다. 맞춘 레이어당 비용(레이어당 커널 %(base)s개)을 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="271"/>
        <source>llama.cpp build: a current one (%(backend)s backend, every kernel fusion of 2025, the last from %(last)s): %(count)s kernels a layer; a build from before June 2025: %(base)s</source>
        <translation>llama.cpp 빌드: 현재 빌드(%(backend)s 백엔드, 2025년의 모든 커널 융합 포함, 마지막은 %(last)s부터): 레이어당 커널 %(count)s개; 2025년 6월 이전 빌드: %(base)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="292"/>
        <source>llama.cpp build of %(build)s (%(backend)s backend): %(count)s kernels a layer; a current build: %(current)s</source>
        <translation>%(build)s llama.cpp 빌드(%(backend)s 백엔드): 레이어당 커널 %(count)s개; 현재 빌드: %(current)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="304"/>
        <source>on a Pascal or older GPU llama.cpp does not fuse the quantised gate and up products (3 kernels a layer more)</source>
        <translation>Pascal 이하 GPU에서는 llama.cpp가 양자화된 gate와 up 곱을 융합하지 않습니다(레이어당 커널 3개 더)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="310"/>
        <location filename="../../dlbox/core/estimate/remedies.py" line="82"/>
        <source>%(a)s; %(b)s</source>
        <translation>%(a)s; %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="238"/>
        <source>llama.cpp -fa on: the K·Q scores are no longer materialised</source>
        <translation>llama.cpp -fa on: K·Q 점수를 더 이상 메모리에 만들지 않음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="250"/>
        <source>vLLM --gpu-memory-utilization %(value)s: the pool it takes of the card</source>
        <translation>vLLM --gpu-memory-utilization %(value)s: 카드 메모리에서 가져가는 풀의 비율</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="277"/>
        <source>vLLM --kv-cache-dtype fp8; llama.cpp -ctk q8_0 -ctv q8_0 (needs -fa)</source>
        <translation>vLLM --kv-cache-dtype fp8; llama.cpp -ctk q8_0 -ctv q8_0 (-fa 필요)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="339"/>
        <source>torchtitan --activation_checkpoint.mode selective (op-level policy)</source>
        <translation>torchtitan --activation_checkpoint.mode selective(연산자 단위 정책)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="361"/>
        <source>accumulate %(n)s micro-batches to keep the effective batch</source>
        <translation>마이크로 배치 %(n)s개를 누적해 유효 배치를 유지</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="383"/>
        <source>torch.optim.AdamW(fused=True): one kernel updates weights and moments in place, with no temporary copy of the states and fewer passes over them</source>
        <translation>torch.optim.AdamW(fused=True): 하나의 커널이 가중치와 모멘트를 제자리에서 갱신하며, 상태의 임시 사본이 없고 상태를 읽고 쓰는 횟수도 적음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="402"/>
        <source>bitsandbytes AdamW8bit: 2 bytes of state per weight, no FP32 master copy</source>
        <translation>bitsandbytes AdamW8bit: 가중치당 상태 2바이트, FP32 마스터 사본 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="416"/>
        <source>bitsandbytes PagedAdamW8bit with optimizer_in_bwd (torchtune&apos;s single-GPU full fine-tune): states page to host RAM when the GPU is full; speed cost counts that paging over PCIe</source>
        <translation>bitsandbytes PagedAdamW8bit + optimizer_in_bwd(torchtune의 단일 GPU 전체 파인튜닝): GPU가 가득 차면 상태가 호스트 RAM으로 페이징되며, 속도 비용에 PCIe 페이징을 반영함</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="454"/>
        <source>FSDP CPU offload: layers stream in from host RAM</source>
        <translation>FSDP CPU 오프로드: 레이어를 호스트 RAM에서 스트리밍</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="476"/>
        <source>split by layers: the GPUs take turns on each token, so it is no faster than one GPU; their memory adds</source>
        <translation>레이어 단위 분할: GPU들이 토큰마다 차례로 일하므로 GPU 하나보다 빠르지 않음; 메모리는 합산됨</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="484"/>
        <source>tensor parallel: every GPU streams its share of each layer at once, two all-reduces per layer</source>
        <translation>텐서 병렬: 모든 GPU가 각 레이어의 자기 몫을 동시에 읽음, 레이어당 all-reduce 2회</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="492"/>
        <source>llama.cpp -sm row: the weights&apos; rows are split; the main GPU holds the KV cache and runs attention</source>
        <translation>llama.cpp -sm row: 가중치의 행이 분할됨; 메인 GPU가 KV 캐시를 보관하고 어텐션을 실행함</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="791"/>
        <source>speed compared at batch %(batch)s per GPU, the batch this remedy fits, with the unchanged run at that batch (as set it is priced at batch %(now)s)</source>
        <translation>속도는 GPU당 배치 %(batch)s(이 해결책으로 들어가는 배치)에서 같은 배치의 변경하지 않은 실행과 비교함(현재 설정은 배치 %(now)s 기준으로 추정)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="809"/>
        <source>faster: the 8-bit update moves fewer bytes per weight than torch&apos;s AdamW (%(impl)s)</source>
        <translation>더 빠름: 8비트 갱신은 가중치당 옮기는 바이트가 torch의 AdamW(%(impl)s)보다 적음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="820"/>
        <source>faster: each GPU steps the optimizer for 1/%(n)s of the weights, which saves more time than the sharding&apos;s communication adds</source>
        <translation>더 빠름: 각 GPU가 가중치의 1/%(n)s에 대해서만 옵티마이저 단계를 수행하며, 절약되는 시간이 샤딩으로 늘어나는 통신 시간보다 큼</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="836"/>
        <source>speed cost: %(cost)s</source>
        <translation>속도 비용: %(cost)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="1003"/>
        <source>speed unknown</source>
        <translation>속도 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="1006"/>
        <source>×%(speed)s speed at batch %(batch)s per GPU</source>
        <translation>GPU당 배치 %(batch)s에서 속도 ×%(speed)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/remedies.py" line="1010"/>
        <source>×%(speed)s speed</source>
        <translation>속도 ×%(speed)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/hf_generate.py" line="134"/>
        <source>text-generation-webui&apos;s llamacpp_HF loader runs Hugging Face&apos;s generate loop, converts the whole sequence and copies the logits through a Python list every token while llama.cpp waits: %(ms)s ms on CPU %(cpu)s (its single thread %(ratio)s× the measuring machine %(reference)s&apos;s)</source>
        <translation>text-generation-webui의 llamacpp_HF 로더는 토큰마다 Hugging Face의 generate 루프를 돌고, 전체 시퀀스를 변환하며, logits를 Python 리스트를 거쳐 복사하고, 그동안 llama.cpp는 기다립니다: CPU %(cpu)s에서 %(ms)s ms (단일 스레드 성능이 측정 머신 %(reference)s의 %(ratio)s×)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/hf_generate.py" line="141"/>
        <source>text-generation-webui&apos;s llamacpp_HF loader runs Hugging Face&apos;s generate loop, converts the whole sequence and copies the logits through a Python list every token while llama.cpp waits: %(ms)s ms, as measured on %(reference)s (%(what)s)</source>
        <translation>text-generation-webui의 llamacpp_HF 로더는 토큰마다 Hugging Face의 generate 루프를 돌고, 전체 시퀀스를 변환하며, logits를 Python 리스트를 거쳐 복사하고, 그동안 llama.cpp는 기다립니다: %(ms)s ms, %(reference)s에서 측정한 값 (%(what)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/hf_generate.py" line="154"/>
        <source>PyTorch before its vectorised 16-bit torch.cat (2025) grows Hugging Face&apos;s cache one element per thread, at the 4-byte rate: +%(ms)s ms per token</source>
        <translation>벡터화된 16비트 torch.cat(2025) 이전의 PyTorch는 Hugging Face 캐시를 스레드당 한 요소씩, 4바이트 요소의 속도로 늘립니다: 토큰당 +%(ms)s ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="143"/>
        <source>%(engine)s splits every weight matrix by rows over the %(gpus)s GPUs (-sm row): their bandwidth adds for the weights, but the main GPU holds the KV cache and runs attention, each product&apos;s result is gathered on it (%(ms)s ms per token on %(link)s), and CUDA graphs are off</source>
        <translation>%(engine)s은(는) 모든 가중치 행렬을 %(gpus)s개 GPU에 행 단위로 나눕니다(-sm row): 가중치 읽기 대역폭은 합쳐지지만, 주 GPU가 KV 캐시를 보관하고 어텐션을 실행하며 각 행렬 곱의 결과를 주 GPU로 모읍니다(%(link)s에서 토큰당 %(ms)s ms). CUDA graphs는 꺼집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="158"/>
        <source>%(engine)s splits the model over the %(gpus)s GPUs by layers: a token passes them one after another, so it decodes no faster than one GPU holding the whole model; the GPUs add memory, not speed (handing the hidden state on costs %(ms)s ms per token on %(link)s)</source>
        <translation>%(engine)s은(는) 모델을 %(gpus)s개 GPU에 레이어 단위로 나눕니다: 토큰이 GPU를 차례로 거치므로 모델 전체를 담은 GPU 한 장보다 빠르게 디코딩하지 못합니다. GPU를 늘리면 메모리가 늘 뿐 속도는 늘지 않습니다 (%(link)s에서 은닉 상태를 넘기는 데 토큰당 %(ms)s ms)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="172"/>
        <source>%(engine)s loads the whole model onto one GPU: the other %(idle)s add neither memory nor speed</source>
        <translation>%(engine)s은(는) 모델 전체를 GPU 한 장에 올립니다: 나머지 %(idle)s장은 메모리도 속도도 늘리지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/multi_gpu.py" line="182"/>
        <source>every layer is split over the %(gpus)s GPUs (tensor parallel, as %(engine)s runs it): their bandwidth adds, and two all-reduces per layer cost %(ms)s ms per token on %(link)s</source>
        <translation>모든 레이어를 %(gpus)s개 GPU에 나눕니다 (텐서 병렬, %(engine)s 방식): 대역폭이 합쳐지고, 레이어마다 두 번의 all-reduce가 %(link)s에서 토큰당 %(ms)s ms 걸립니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="252"/>
        <source>llama.cpp build: its CUDA kernel fusions of 2025 are not counted for a mixture-of-experts model (its routed experts&apos; kernels are not modelled): the fitted per-layer cost of the builds before them</source>
        <translation>llama.cpp 빌드: 전문가 혼합(MoE) 모델에는 2025년 CUDA 커널 융합을 반영하지 않습니다(라우팅된 전문가의 커널은 모델링하지 않음). 융합 이전 빌드로 맞춘 레이어당 비용을 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/estimate/llamacpp_fusion.py" line="283"/>
        <source>llama.cpp build: of no known date, charged the fitted per-layer cost (%(base)s kernels a layer); a current build: %(current)s</source>
        <translation>llama.cpp 빌드: 날짜를 알 수 없어 맞춘 레이어당 비용(레이어당 커널 %(base)s개)으로 계산; 현재 빌드: %(current)s개</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="73"/>
        <source>%(n)s PSU cable per card</source>
        <translation>카드당 파워 케이블 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="74"/>
        <source>%(n)s PSU cables per card</source>
        <translation>카드당 파워 케이블 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="78"/>
        <source>%(n)s 12 V rail per card</source>
        <translation>카드당 12 V 레일 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="79"/>
        <source>%(n)s 12 V rails per card</source>
        <translation>카드당 12 V 레일 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="88"/>
        <source>card model not named (catalogue dimensions assumed)</source>
        <translation>카드 모델 미기재 (카탈로그 크기 가정)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="212"/>
        <source>not in catalogue — using the saved specs</source>
        <translation>목록에 없음 — 저장된 사양을 사용합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="219"/>
        <source>saved specs; the catalogue entry changed since this build was saved</source>
        <translation>저장된 사양; 이 구성을 저장한 뒤 목록의 항목이 바뀌었습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="347"/>
        <source>%(n)s line has no known price and is not in the total.</source>
        <translation>%(n)s개 항목은 가격을 알 수 없어 합계에 포함되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="349"/>
        <source>%(n)s lines have no known price and are not in the total.</source>
        <translation>%(n)s개 항목은 가격을 알 수 없어 합계에 포함되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="358"/>
        <source>Lines priced in %(currencies)s are not in the total: no exchange rate to %(currency)s.</source>
        <translation>%(currencies)s(으)로 매겨진 항목은 합계에 포함되지 않았습니다: %(currency)s 환율이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/report.py" line="371"/>
        <source>Converted at %(rates)s.</source>
        <translation>환율: %(rates)s.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="14"/>
        <source>GPU</source>
        <translation>그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="15"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="16"/>
        <source>Motherboard</source>
        <translation>메인보드</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="17"/>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="18"/>
        <source>Storage</source>
        <translation>저장 장치</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="19"/>
        <source>Power supply</source>
        <translation>파워 서플라이</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="20"/>
        <source>Case</source>
        <translation>케이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="21"/>
        <source>CPU cooler</source>
        <translation>CPU 쿨러</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="25"/>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="26"/>
        <source>Item</source>
        <translation>항목</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="27"/>
        <source>Qty</source>
        <translation>수량</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="28"/>
        <source>Unit price</source>
        <translation>단가</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="29"/>
        <source>Line total</source>
        <translation>소계</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="30"/>
        <source>Price date</source>
        <translation>가격 날짜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="31"/>
        <source>Price source</source>
        <translation>가격 출처</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="33"/>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="34"/>
        <source>Compatibility findings</source>
        <translation>호환성 점검 결과</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="35"/>
        <source>Training speed</source>
        <translation>학습 속도</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="36"/>
        <source>Own vs rent</source>
        <translation>구매 vs 임대</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="37"/>
        <source>Notes</source>
        <translation>메모</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="38"/>
        <source>Quoted total: %(amount)s (%(source)s, %(date)s)</source>
        <translation>견적 합계: %(amount)s (%(source)s, %(date)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="39"/>
        <source>fix: %(fix)s</source>
        <translation>해결: %(fix)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="40"/>
        <source>Fix:</source>
        <translation>해결:</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="41"/>
        <source>Made with %(generator)s on %(date)s.</source>
        <translation>%(generator)s(으)로 %(date)s에 작성했습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="44"/>
        <source>error</source>
        <translation>오류</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="45"/>
        <source>warning</source>
        <translation>경고</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/words.py" line="46"/>
        <source>note</source>
        <translation>참고</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="11"/>
        <source>not estimated: the build has no GPU</source>
        <translation>추정 안 됨: 구성에 GPU가 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="12"/>
        <source>not estimated: %(reason)s</source>
        <translation>추정 안 됨: %(reason)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="13"/>
        <source>does not fit in GPU memory (needs about %(gb)s GB per GPU)</source>
        <translation>GPU 메모리에 들어가지 않음 (GPU당 약 %(gb)s GB 필요)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="14"/>
        <source>%(speed)s %(unit)s (estimate, likely %(low)s–%(high)s); bound by %(bound)s</source>
        <translation>%(speed)s %(unit)s (추정치, 예상 범위 %(low)s–%(high)s); 병목: %(bound)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="17"/>
        <source>Time to train</source>
        <translation>학습 소요 시간</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="18"/>
        <source>%(hours)s h for %(epochs)s epoch, %(watts)s W under load</source>
        <translation>%(epochs)s 에폭에 %(hours)s시간, 부하 시 %(watts)s W</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="19"/>
        <source>%(hours)s h for %(epochs)s epochs, %(watts)s W under load</source>
        <translation>%(epochs)s 에폭에 %(hours)s시간, 부하 시 %(watts)s W</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="22"/>
        <source>%(n)s micro-batches per step</source>
        <translation>스텝당 마이크로 배치 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="23"/>
        <source>%(a)s, %(b)s</source>
        <translation>%(a)s, %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="25"/>
        <source>Break-even</source>
        <translation>손익분기점</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="26"/>
        <source>not compared: %(reason)s</source>
        <translation>비교 안 됨: %(reason)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="27"/>
        <source>not compared: no offer has a speed estimate for %(workload)s</source>
        <translation>비교 안 됨: %(workload)s 속도 추정이 있는 상품이 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="30"/>
        <source>%(share)s utilisation</source>
        <translation>가동률 %(share)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="31"/>
        <source>Cheapest comparable rental</source>
        <translation>가장 저렴한 비교 가능 임대</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="32"/>
        <source>Cheapest comparable rental from %(provider)s</source>
        <translation>%(provider)s의 가장 저렴한 비교 가능 임대</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="33"/>
        <source>%(offer)s, %(pricing)s</source>
        <translation>%(offer)s, %(pricing)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="34"/>
        <source>%(offer)s, %(gpus)s, %(listed)s/h listed; this build runs at %(ratio)s× its speed, so an hour of the build&apos;s work costs %(cost)s there at %(share)s</source>
        <translation>%(offer)s, %(gpus)s, 표시 가격 시간당 %(listed)s; 이 구성은 그 속도의 %(ratio)s배이므로 %(share)s에서 이 구성의 한 시간 분량 작업은 그곳에서 %(cost)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="39"/>
        <source>Break-even against the cheapest comparable rental</source>
        <translation>가장 저렴한 비교 가능 임대 대비 손익분기점</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="40"/>
        <source>%(when)s (capital %(capital)s, %(watts)s W, electricity %(electricity)s)</source>
        <translation>%(when)s (구입비 %(capital)s, %(watts)s W, 전기 요금 %(electricity)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="43"/>
        <source>%(price)s (cost-model example)</source>
        <translation>%(price)s (비용 모델 예시)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="44"/>
        <source>renting stays cheaper at %(share)s</source>
        <translation>%(share)s에서는 임대가 계속 더 저렴함</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="45"/>
        <source>owning is cheaper after %(days)s days at %(share)s</source>
        <translation>%(share)s에서 %(days)s일 후 자가 보유가 더 저렴함</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="46"/>
        <source>owning is cheaper after %(days)s days (%(years)s years) at %(share)s</source>
        <translation>%(share)s에서 %(days)s일(%(years)s년) 후 자가 보유가 더 저렴함</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/export/summary_words.py" line="49"/>
        <source>unknown at %(share)s</source>
        <translation>%(share)s에서 알 수 없음</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="47"/>
        <source>%(kit)s is %(type)s; %(board)s takes %(takes)s</source>
        <translation>%(kit)s은(는) %(type)s이며, %(board)s은(는) %(takes)s을(를) 사용합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="57"/>
        <location filename="../../dlbox/core/rules/memory.py" line="80"/>
        <location filename="../../dlbox/core/rules/memory.py" line="146"/>
        <source>Pick %(type)s memory</source>
        <translation>%(type)s 메모리를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="68"/>
        <source>%(kit)s is %(type)s; %(cpu)s supports %(types)s</source>
        <translation>%(kit)s은(는) %(type)s이며, %(cpu)s은(는) %(types)s을(를) 지원합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="91"/>
        <source>%(board)s&apos;s memory type is unknown: check it takes %(type)s</source>
        <translation>%(board)s의 메모리 종류를 알 수 없습니다. %(type)s을(를) 지원하는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="114"/>
        <source>%(kit)s is SO-DIMM; whether %(board)s (%(form)s) takes SO-DIMM or full DIMMs is not recorded — check its manual</source>
        <translation>%(kit)s은(는) SO-DIMM입니다. %(board)s(%(form)s)이(가) SO-DIMM과 일반 DIMM 중 무엇을 쓰는지 기록되어 있지 않습니다. 설명서를 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="132"/>
        <source>%(kit)s is %(module)s; %(board)s (%(form)s) takes %(wanted)s modules</source>
        <translation>%(kit)s은(는) %(module)s이며, %(board)s(%(form)s)은(는) %(wanted)s 모듈을 사용합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="164"/>
        <source>%(n)s memory modules; %(board)s has %(slots)s slots</source>
        <translation>메모리 모듈 %(n)s개, %(board)s의 슬롯은 %(slots)s개입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="166"/>
        <source>%(n)s memory modules; %(board)s has %(slots)s slot</source>
        <translation>메모리 모듈 %(n)s개, %(board)s의 슬롯은 %(slots)s개입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="177"/>
        <source>Use at most %(slots)s modules: fewer, larger modules</source>
        <translation>모듈은 최대 %(slots)s개까지: 더 적고 큰 모듈을 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="181"/>
        <source>Use a single, larger module: the board has %(slots)s slot</source>
        <translation>더 큰 모듈 하나를 쓰세요. 메인보드의 슬롯은 %(slots)s개입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="208"/>
        <source>%(total)s of memory; %(part)s supports at most %(limit)s</source>
        <translation>메모리 %(total)s, %(part)s은(는) 최대 %(limit)s까지 지원합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="219"/>
        <source>Keep memory at or below %(limit)s</source>
        <translation>메모리를 %(limit)s 이하로 유지하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="235"/>
        <source>%(board)s&apos;s support for registered memory (RDIMM) is unknown: check it takes %(kit)s</source>
        <translation>%(board)s의 레지스터드 메모리(RDIMM) 지원 여부를 알 수 없습니다. %(kit)s을(를) 사용할 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="304"/>
        <source>%(kit)s is registered (RDIMM); %(board)s takes unbuffered DIMMs only</source>
        <translation>%(kit)s은(는) 레지스터드(RDIMM)이며, %(board)s은(는) 언버퍼드 DIMM만 사용합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="307"/>
        <source>Pick unbuffered (UDIMM) memory</source>
        <translation>언버퍼드(UDIMM) 메모리를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="311"/>
        <source>%(kit)s is unbuffered; %(board)s takes registered ECC DIMMs (RDIMM) only</source>
        <translation>%(kit)s은(는) 언버퍼드이며, %(board)s은(는) 레지스터드 ECC DIMM(RDIMM)만 사용합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="315"/>
        <source>Pick registered ECC memory (RDIMM)</source>
        <translation>레지스터드 ECC 메모리(RDIMM)를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="266"/>
        <source>ECC support of %(parts)s is unknown: check it for %(kit)s</source>
        <translation>%(parts)s의 ECC 지원 여부를 알 수 없습니다. %(kit)s과(와) 함께 쓸 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="280"/>
        <source>%(kit)s is ECC; %(parts)s do not support ECC: it will run with error correction off (some boards refuse ECC modules)</source>
        <translation>%(kit)s은(는) ECC입니다. %(parts)s은(는) ECC를 지원하지 않아 오류 정정 없이 동작합니다(일부 메인보드는 ECC 모듈을 인식하지 않습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="286"/>
        <source>%(kit)s is ECC; %(parts)s does not support ECC: it will run with error correction off (some boards refuse ECC modules)</source>
        <translation>%(kit)s은(는) ECC입니다. %(parts)s은(는) ECC를 지원하지 않아 오류 정정 없이 동작합니다(일부 메인보드는 ECC 모듈을 인식하지 않습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="334"/>
        <source>%(kit)s is rated %(speed)s MT/s; %(part)s supports %(limit)s MT/s, so it will run at %(limit)s MT/s or below</source>
        <translation>%(kit)s의 정격 속도는 %(speed)s MT/s이지만 %(part)s은(는) %(limit)s MT/s까지 지원하므로 %(limit)s MT/s 이하로 동작합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="356"/>
        <source>%(n)s different memory kits: mixed kits often fail to run at their rated speed together; one kit of the full size is safer</source>
        <translation>서로 다른 메모리 킷 %(n)s개: 킷을 섞으면 정격 속도로 함께 동작하지 않는 경우가 많습니다. 필요한 용량을 한 킷으로 맞추는 편이 안전합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="585"/>
        <source>the %(socket)s platform</source>
        <translation>%(socket)s 플랫폼</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="598"/>
        <source>%(n)s %(kind)s modules on %(channels)s channels is %(dpc)s per channel: %(cpu)s then supports %(limit)s MT/s, not the kit&apos;s %(speed)s MT/s (its XMP/EXPO profile may not train at all)</source>
        <translation>%(kind)s 모듈 %(n)s개를 %(channels)s개 채널에 꽂으면 채널당 %(dpc)s개입니다: 이 경우 %(cpu)s는 키트의 %(speed)s MT/s가 아니라 %(limit)s MT/s까지만 지원합니다(XMP/EXPO 프로필은 아예 동작하지 않을 수 있습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="609"/>
        <source>%(n)s %(kind)s modules on %(channels)s channels is %(dpc)s per channel: %(cpu)s then supports at most %(limit)s MT/s whatever the modules&apos; rank (not stated), not the kit&apos;s %(speed)s MT/s (its XMP/EXPO profile may not train at all)</source>
        <translation>%(kind)s 모듈 %(n)s개를 %(channels)s개 채널에 꽂으면 채널당 %(dpc)s개입니다: 이 경우 모듈 랭크(미기재)와 관계없이 %(cpu)s는 키트의 %(speed)s MT/s가 아니라 최대 %(limit)s MT/s까지만 지원합니다(XMP/EXPO 프로필은 아예 동작하지 않을 수 있습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="618"/>
        <source>at most %(limit)s</source>
        <translation>최대 %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="625"/>
        <source>Use %(channels)s larger modules (one per channel) for the same capacity: %(cpu)s supports %(one)s MT/s at one module per channel (the kit&apos;s %(speed)s MT/s only as its XMP/EXPO profile) instead of %(limit)s (about %(gain)s more memory bandwidth at %(one)s; CPU-side data loading gains, GPU-bound training does not)</source>
        <translation>같은 용량을 더 큰 모듈 %(channels)s개(채널당 하나)로 구성하세요: 채널당 모듈 하나일 때 %(cpu)s는 %(limit)s 대신 %(one)s MT/s를 지원합니다(키트의 %(speed)s MT/s는 XMP/EXPO 프로필로만 동작). %(one)s 기준 메모리 대역폭 약 %(gain)s 증가; CPU 쪽 데이터 로딩은 빨라지지만 GPU가 병목인 학습은 그대로입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="642"/>
        <source>Use %(channels)s larger modules (one per channel) for the same capacity: %(speed)s MT/s instead of %(limit)s (about %(gain)s more memory bandwidth; CPU-side data loading gains, GPU-bound training does not)</source>
        <translation>같은 용량을 더 큰 모듈 %(channels)s개(채널당 하나)로 구성하세요: %(limit)s 대신 %(speed)s MT/s(메모리 대역폭 약 %(gain)s 증가; CPU 쪽 데이터 로딩은 빨라지지만 GPU가 병목인 학습은 그대로입니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="694"/>
        <source>%(kit)s uses %(size)s modules: the build states that the BIOS of %(board)s does not run them; they need %(firmware)s (%(year)s) or later</source>
        <translation>%(kit)s은(는) %(size)s 모듈을 사용합니다: 빌드에 %(board)s의 BIOS가 이 모듈을 구동하지 못한다고 적혀 있습니다. %(firmware)s(%(year)s) 이상이 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="703"/>
        <source>%(kit)s uses %(size)s modules: %(board)s runs BIOS %(bios)s, older than the %(firmware)s (%(year)s) they need to boot</source>
        <translation>%(kit)s은(는) %(size)s 모듈을 사용합니다: %(board)s의 BIOS %(bios)s은(는) 부팅에 필요한 %(firmware)s(%(year)s)보다 오래되었습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="713"/>
        <source>%(kit)s uses %(size)s modules: %(board)s (%(chip)s, %(chip_year)s) boots them only with %(firmware)s (%(year)s) or later, and dlbox cannot tell whether the stated BIOS %(bios)s has it</source>
        <translation>%(kit)s은(는) %(size)s 모듈을 사용합니다: %(board)s(%(chip)s, %(chip_year)s)은(는) %(firmware)s(%(year)s) 이상에서만 이 모듈로 부팅하며, 적힌 BIOS %(bios)s에 포함되어 있는지 dlbox는 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="724"/>
        <source>%(kit)s uses %(size)s modules: %(board)s (%(chip)s, %(chip_year)s) boots them only with %(firmware)s (%(year)s) or later, and the build does not state its BIOS version</source>
        <translation>%(kit)s은(는) %(size)s 모듈을 사용합니다: %(board)s(%(chip)s, %(chip_year)s)은(는) %(firmware)s(%(year)s) 이상에서만 이 모듈로 부팅하며, 빌드에 BIOS 버전이 적혀 있지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="734"/>
        <source>the board has BIOS flashback: it updates from a USB stick with no CPU or memory fitted</source>
        <translation>이 보드에는 BIOS 플래시백이 있어 CPU나 메모리 없이 USB 메모리로 업데이트할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="742"/>
        <source>the board has no BIOS flashback: update it with the CPU and smaller modules fitted first</source>
        <translation>이 보드에는 BIOS 플래시백이 없습니다: 먼저 CPU와 더 작은 모듈을 장착한 상태로 업데이트하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="750"/>
        <source>a board with BIOS flashback updates from a USB stick with no CPU or memory fitted; without it, update with the CPU and smaller modules fitted first</source>
        <translation>BIOS 플래시백이 있는 보드는 CPU나 메모리 없이 USB 메모리로 업데이트할 수 있습니다. 없다면 먼저 CPU와 더 작은 모듈을 장착한 상태로 업데이트하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/memory.py" line="763"/>
        <source>Update the BIOS to %(firmware)s or later before fitting these modules (no speed, price or power cost); %(how)s</source>
        <translation>이 모듈을 장착하기 전에 BIOS를 %(firmware)s 이상으로 업데이트하세요(속도, 가격, 전력 비용 없음). %(how)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="55"/>
        <source>%(gpu)s hangs from M.2 slot %(slot)s through an adapter: %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2: the slowest link holds back every data-parallel step</source>
        <translation>%(gpu)s 은(는) 어댑터를 통해 M.2 슬롯 %(slot)s 에 연결됨: 칩셋에서 오는 %(link)s, USB·SATA·M.2와 칩셋 업링크를 공유: 가장 느린 링크가 모든 데이터 병렬 단계를 늦춤</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="62"/>
        <source>%(gpu)s hangs from M.2 slot %(slot)s through an adapter: %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2</source>
        <translation>%(gpu)s 은(는) 어댑터를 통해 M.2 슬롯 %(slot)s 에 연결됨: 칩셋에서 오는 %(link)s, USB·SATA·M.2와 칩셋 업링크를 공유</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="70"/>
        <source>%(gpu)s sits in slot %(slot)s, which takes x16 cards but is wired %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2: the slowest link holds back every data-parallel step</source>
        <translation>%(gpu)s은(는) %(slot)s번 슬롯에 있습니다. 이 슬롯은 x16 카드가 들어가지만 칩셋에서 %(link)s로 연결되어 칩셋의 업링크를 USB, SATA, M.2와 나눠 씁니다. 가장 느린 링크가 데이터 병렬 학습의 모든 스텝을 늦춥니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="77"/>
        <source>%(gpu)s sits in slot %(slot)s, which takes x16 cards but is wired %(link)s from the chipset, sharing the chipset&apos;s uplink with USB, SATA and M.2</source>
        <translation>%(gpu)s은(는) %(slot)s번 슬롯에 있습니다. 이 슬롯은 x16 카드가 들어가지만 칩셋에서 %(link)s로 연결되어 칩셋의 업링크를 USB, SATA, M.2와 나눠 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="92"/>
        <source>Pick a board with more CPU-fed x16/x8 slots, or a platform with more lanes (Threadripper, Xeon W)</source>
        <translation>CPU 직결 x16/x8 슬롯이 더 많은 메인보드나 레인이 더 많은 플랫폼(Threadripper, Xeon W)을 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="124"/>
        <source>slot %(slot)s: %(link)s</source>
        <translation>%(slot)s번 슬롯: %(link)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="149"/>
        <source>%(board)s splits its CPU lanes among %(cards)s (%(widths)s): with %(gpus)s, gradient exchange over narrow links slows large-model data-parallel training</source>
        <translation>%(board)s은(는) CPU 레인을 %(cards)s에 나눠 줍니다(%(widths)s). %(gpus)s로는 좁은 링크를 통한 그래디언트 교환이 대형 모델의 데이터 병렬 학습을 느리게 합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="161"/>
        <source>A Threadripper or Xeon W platform (CPU and board) gives every GPU x16</source>
        <translation>Threadripper나 Xeon W 플랫폼(CPU와 메인보드)이면 모든 그래픽 카드가 x16으로 동작합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="175"/>
        <source>%(board)s splits its CPU lanes among %(cards)s (%(widths)s): a small cost for data-parallel training with %(gpus)s</source>
        <translation>%(board)s은(는) CPU 레인을 %(cards)s에 나눠 줍니다(%(widths)s). %(gpus)s로 하는 데이터 병렬 학습에는 작은 손실입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="199"/>
        <source>%(cpu)s&apos;s PCIe lane count is unknown: check it provides the %(demand)s lanes the GPUs and CPU-attached M.2 drives on %(board)s want</source>
        <translation>%(cpu)s의 PCIe 레인 수를 알 수 없습니다. %(board)s의 그래픽 카드와 CPU에 연결된 M.2 드라이브가 필요로 하는 레인 %(demand)s개를 제공하는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="218"/>
        <source>%(n)s GPU on CPU lanes takes %(lanes)s</source>
        <translation>CPU 레인에 연결된 그래픽 카드 %(n)s장이 %(lanes)s개 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="219"/>
        <source>%(n)s GPUs on CPU lanes take %(lanes)s</source>
        <translation>CPU 레인에 연결된 그래픽 카드 %(n)s장이 %(lanes)s개 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="224"/>
        <source>%(n)s CPU-attached M.2 drive takes %(lanes)s</source>
        <translation>CPU에 연결된 M.2 드라이브 %(n)s개가 %(lanes)s개 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="225"/>
        <source>%(n)s CPU-attached M.2 drives take %(lanes)s</source>
        <translation>CPU에 연결된 M.2 드라이브 %(n)s개가 %(lanes)s개 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="229"/>
        <source>%(demand)s lanes wanted (%(uses)s); %(cpu)s provides %(lanes)s, so the board runs some slots narrower than their x16/x8 wiring</source>
        <translation>레인 %(demand)s개가 필요한데(%(uses)s) %(cpu)s은(는) %(lanes)s개를 제공하므로, 메인보드는 일부 슬롯을 x16/x8 배선보다 좁게 동작시킵니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="271"/>
        <source>%(cpu)s&apos;s PCIe generation is unknown: GPU links on its lanes are shown as fast as the slot and the GPU allow (up to PCIe %(gen)s.0); check it</source>
        <translation>%(cpu)s의 PCIe 세대를 알 수 없습니다. 이 CPU 레인에 연결된 그래픽 카드 링크는 슬롯과 그래픽 카드가 허용하는 최대 속도(최대 PCIe %(gen)s.0)로 표시됩니다. 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="314"/>
        <source>its riser cable carries x%(riser)s</source>
        <translation>라이저 케이블이 x%(riser)s만 전달합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="322"/>
        <source>slot %(slot)s is wired x%(wired)s</source>
        <translation>슬롯 %(slot)s은 x%(wired)s로 배선되어 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="331"/>
        <source>%(gpu)s runs at %(link)s because %(why)s; the card is built for x%(lanes)s ≈ %(wants)s GB/s (%(share)s of it): host transfers and gradient exchange slow down with it</source>
        <translation>%(why)s 때문에 %(gpu)s가 %(link)s로 동작합니다. 이 카드는 x%(lanes)s ≈ %(wants)s GB/s용입니다(그 %(share)s): 호스트 전송과 그래디언트 교환이 그만큼 느려집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="348"/>
        <source>Use a slot wired x%(lanes)s (or an x16 riser): about %(wants)s GB/s instead of %(has)s, no change in price or power; or a board with more full-width slots</source>
        <translation>x%(lanes)s로 배선된 슬롯(또는 x16 라이저)을 쓰세요: %(has)s 대신 약 %(wants)s GB/s, 가격과 전력은 그대로입니다. 또는 풀 대역폭 슬롯이 더 많은 메인보드</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="378"/>
        <source>%(gpu)s is on an x%(riser)s riser: at most x%(riser)s of the x%(lanes)s the card is built for (%(share)s of its link), whatever the slot; host transfers and gradient exchange slow down with it</source>
        <translation>%(gpu)s가 x%(riser)s 라이저에 꽂혀 있습니다: 슬롯과 관계없이 카드가 쓰도록 설계된 x%(lanes)s 중 최대 x%(riser)s(링크의 %(share)s)만 씁니다. 호스트 전송과 그래디언트 교환이 그만큼 느려집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="392"/>
        <source>Use x16 riser cables (ribbon or retimer) in x16/x8 slots: up to %(times)s× the link bandwidth, a few tens of dollars more per card, no change in power</source>
        <translation>x16/x8 슬롯에 x16 라이저 케이블(리본 또는 리타이머)을 쓰세요: 링크 대역폭 최대 %(times)s배, 카드당 수십 달러 추가, 전력 변화 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="417"/>
        <source>%(gpu)s is on a riser whose PCIe generation is unknown; slot %(slot)s runs PCIe %(gen)s.0: a riser rated lower needs the slot set to its generation in the BIOS, or the card drops out</source>
        <translation>%(gpu)s가 PCIe 세대를 알 수 없는 라이저에 꽂혀 있습니다. 슬롯 %(slot)s은 PCIe %(gen)s.0로 동작합니다: 라이저 규격이 더 낮으면 BIOS에서 슬롯을 그 세대로 설정해야 하며, 아니면 카드가 인식되지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="434"/>
        <source>%(gpu)s is on a PCIe %(riser)s.0 riser in slot %(slot)s, which runs PCIe %(gen)s.0: set the slot to Gen %(riser)s in the BIOS (the link then runs %(link)s), or the card drops out or the system crashes</source>
        <translation>%(gpu)s가 PCIe %(gen)s.0로 동작하는 슬롯 %(slot)s에 PCIe %(riser)s.0 라이저로 연결되어 있습니다: BIOS에서 슬롯을 Gen %(riser)s로 설정하세요(링크는 %(link)s로 동작). 아니면 카드가 인식되지 않거나 시스템이 멈춥니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="449"/>
        <source>Use a PCIe %(gen)s.0-rated riser (full link speed, a few dollars more), or force the slot to Gen %(riser)s in the BIOS (half the bandwidth per lane step down)</source>
        <translation>PCIe %(gen)s.0 규격 라이저를 쓰거나(링크 최고 속도, 몇 달러 추가) BIOS에서 슬롯을 Gen %(riser)s로 고정하세요(한 세대 내릴 때마다 대역폭 절반)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="479"/>
        <source>%(case)s carries %(gpu)s on its own riser cable, whose PCIe generation is not stated; the card and slot %(slot)s run PCIe %(gen)s.0: a riser rated lower needs the slot set to its generation in the BIOS, or the card drops out</source>
        <translation>%(case)s는 케이스 자체의 라이저 케이블로 %(gpu)s를 연결하며, 그 PCIe 세대는 명시되어 있지 않습니다. 카드와 슬롯 %(slot)s은 PCIe %(gen)s.0로 동작합니다: 라이저 규격이 더 낮으면 BIOS에서 슬롯을 그 세대로 설정해야 하며, 아니면 카드가 인식되지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="502"/>
        <source>%(case)s carries %(gpu)s on its own PCIe %(riser)s.0 riser cable, below the PCIe %(gen)s.0 the card and slot %(slot)s would run: set the slot to Gen %(riser)s in the BIOS, or the card may not be detected or may crash the system; the link then runs PCIe %(riser)s.0 x%(lanes)s ≈ %(slow)s GB/s, not PCIe %(gen)s.0 ≈ %(fast)s GB/s</source>
        <translation>%(case)s는 케이스 자체의 PCIe %(riser)s.0 라이저 케이블로 %(gpu)s를 연결하는데, 이는 카드와 슬롯 %(slot)s이 낼 수 있는 PCIe %(gen)s.0보다 낮습니다: BIOS에서 슬롯을 Gen %(riser)s로 설정하세요. 아니면 카드가 인식되지 않거나 시스템이 멈출 수 있습니다. 링크는 PCIe %(gen)s.0 ≈ %(fast)s GB/s가 아닌 PCIe %(riser)s.0 x%(lanes)s ≈ %(slow)s GB/s로 동작합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="523"/>
        <source>Set slot %(slot)s to PCIe %(riser)s.0 in the BIOS (the speed estimate already counts the slower link: one GPU training within its memory exchanges no gradients over PCIe and barely notices; loading a model and CPU offload move data at half the bandwidth per generation down; no change in price or power), or a case that seats the card in the board&apos;s slot</source>
        <translation>BIOS에서 슬롯 %(slot)s을 PCIe %(riser)s.0로 설정하세요(속도 추정에는 이미 느린 링크가 반영되어 있습니다: GPU 한 개가 자체 메모리 안에서 학습할 때는 PCIe로 그래디언트를 주고받지 않아 거의 영향이 없고, 모델 로딩과 CPU 오프로드는 세대가 하나 낮아질 때마다 대역폭이 절반이 됩니다. 가격과 전력은 그대로입니다). 또는 카드를 메인보드 슬롯에 바로 꽂는 케이스를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="571"/>
        <source>PCIe %(gen)s.0 over riser cables for %(gpus)s (%(fast)s each): risers sold for PCIe %(gen)s.0 often fail its signal margins (AER errors, a card dropping off the bus under load), which a parts list cannot show</source>
        <translation>%(gpus)s이(가) 라이저 케이블로 PCIe %(gen)s.0 연결(각 %(fast)s): PCIe %(gen)s.0용으로 판매되는 라이저도 신호 여유를 못 맞추는 일이 잦습니다(AER 오류, 부하 중 카드가 버스에서 떨어짐). 부품 목록으로는 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="588"/>
        <source>Run a multi-GPU load and check the kernel log for AER errors; if they appear, set those slots to Gen %(lower)s in the BIOS (x%(lanes)s ≈ %(slow)s GB/s instead of %(fast)s GB/s: host transfers and gradient exchange over PCIe take up to twice as long; no change in price or power), or use retimer/redriver risers (full speed, more per card)</source>
        <translation>멀티 GPU 부하를 돌리고 커널 로그에서 AER 오류를 확인하세요. 오류가 보이면 BIOS에서 해당 슬롯을 Gen %(lower)s로 설정하거나(x%(lanes)s ≈ %(fast)s GB/s 대신 %(slow)s GB/s: 호스트 전송과 PCIe를 통한 그래디언트 교환이 최대 두 배 느려짐, 가격·전력 변화 없음) 리타이머/리드라이버 라이저를 쓰세요(전속, 카드당 비용 증가)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="614"/>
        <source>%(gpus)s on %(board)s sit behind its PCIe switch: each gets its full slot width to the switch (counted there, not against the CPU&apos;s lanes); cards on one switch share its uplink to the CPU when they all load data at once</source>
        <translation>%(board)s의 %(gpus)s는 PCIe 스위치 뒤에 있습니다: 각 카드는 스위치까지 슬롯 폭 전체를 씁니다(CPU 레인이 아니라 스위치에서 계산). 한 스위치의 카드들이 동시에 데이터를 읽으면 CPU로 가는 업링크를 나눠 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="48"/>
        <source>RAM module height under a tower cooler&apos;s fan (module heights are partly recorded, cooler overhangs are not)</source>
        <translation>타워 쿨러 팬 아래 메모리 모듈 높이 (모듈 높이는 일부만 기록되어 있고 쿨러 돌출 길이는 기록되어 있지 않음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="53"/>
        <source>AIO pump block, tubing or tower cooler vs M.2 heatsinks, VRM heatsinks and the GPU backplate</source>
        <translation>일체형 수랭 펌프 블록·튜브 또는 타워 쿨러와 M.2 방열판, VRM 방열판, 그래픽 카드 백플레이트의 간섭</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="57"/>
        <source>BIOS version actually shipped on the board (only CPU launch year vs chipset generation; for 24/48/64 GB DDR5 modules, the BIOS or AGESA version the build states)</source>
        <translation>메인보드에 실제로 탑재되어 출고된 BIOS 버전 (CPU 출시 연도와 칩셋 세대만 비교하며, 24/48/64 GB DDR5 모듈은 구성에 적힌 BIOS 또는 AGESA 버전을 비교)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="62"/>
        <source>M.2 drive length vs slot length (2242/2280/22110) and heatsink height</source>
        <translation>M.2 드라이브 길이와 슬롯 길이(2242/2280/22110), 방열판 높이</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="66"/>
        <source>case airflow, fan count and fan placement; radiator thickness beyond a standard 27 mm</source>
        <translation>케이스 공기 흐름, 팬 개수와 배치, 표준 27 mm를 넘는 라디에이터 두께</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="70"/>
        <source>GPU sag support, vertical GPU mounts and riser-cable signal quality at PCIe 4.0/5.0 (a riser&apos;s rated generation is checked when the build gives it)</source>
        <translation>그래픽 카드 지지대, 세로 장착, PCIe 4.0/5.0에서 라이저 케이블의 신호 품질 (구성에 라이저의 정격 세대가 있으면 확인함)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="75"/>
        <source>the up to 75 W a GPU in a board slot draws through the slot is counted on PSU 1; powered risers and their own cables are not itemised</source>
        <translation>메인보드 슬롯에 꽂힌 그래픽 카드가 슬롯으로 끌어가는 최대 75 W는 파워 1에 계산되며, 전원이 있는 라이저와 그 케이블은 따로 계산하지 않음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="80"/>
        <source>board-specific lane sharing that is not in the board&apos;s M.2 table (e.g. slots disabled by a populated U.2 port or a second M.2 slot)</source>
        <translation>메인보드 M.2 표에 없는 보드별 레인 공유 (예: U.2 포트나 두 번째 M.2 슬롯을 쓰면 비활성화되는 슬롯)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="85"/>
        <source>PCIe bifurcation settings and add-in cards other than GPUs and drives (NICs, capture cards)</source>
        <translation>PCIe 분기(bifurcation) 설정, 그래픽 카드와 드라이브 외의 확장 카드(NIC, 캡처 카드)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="89"/>
        <source>drivers, CUDA/ROCm and operating-system support for the parts</source>
        <translation>부품의 드라이버, CUDA/ROCm, 운영 체제 지원</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="93"/>
        <source>front-panel connectors, USB headers and fan headers</source>
        <translation>전면 패널 커넥터, USB 헤더, 팬 헤더</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="105"/>
        <source>actual wall wiring and whatever else shares the circuit: the check assumes a %(volts)s V / %(amps)s A circuit (site setting; default %(default_volts)s V / %(default_amps)s A) with nothing else on it</source>
        <translation>실제 벽 배선과 같은 회로를 함께 쓰는 다른 기기: 검사는 %(volts)s V / %(amps)s A 회로(설치 장소 설정; 기본값 %(default_volts)s V / %(default_amps)s A)에 다른 기기가 없다고 가정합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="120"/>
        <source>double-precision (FP64) speed of the GPUs, which only scientific code needs (turn on &quot;I need FP64&quot; in Settings, or dlbox check --fp64)</source>
        <translation>그래픽 카드의 배정밀도(FP64) 속도 — 과학 계산 코드에만 필요합니다(설정에서 &quot;I need FP64&quot;를 켜거나 dlbox check --fp64)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="134"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="135"/>
        <source>motherboard</source>
        <translation>메인보드</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="136"/>
        <source>memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="137"/>
        <source>storage</source>
        <translation>저장 장치</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="139"/>
        <source>power supply</source>
        <translation>파워 서플라이</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="142"/>
        <source>case</source>
        <translation>케이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/messages.py" line="93"/>
        <source>%(a)s, %(b)s</source>
        <translation>%(a)s, %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/messages.py" line="103"/>
        <source>%(a)s; %(b)s</source>
        <translation>%(a)s; %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="150"/>
        <source>no %(missing)s yet: checks that need them were skipped</source>
        <translation>아직 %(missing)s이(가) 없어 이에 필요한 검사를 건너뛰었습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="164"/>
        <source>The build has no parts yet: nothing was checked and there is no power estimate</source>
        <translation>구성에 아직 부품이 없습니다. 검사한 항목도, 전력 추정치도 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/engine.py" line="178"/>
        <source>%(reason)s: that part was not checked</source>
        <translation>%(reason)s: 이 부품은 검사하지 않았습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="247"/>
        <source>Pick a CPU with more PCIe lanes (Threadripper: up to 128, Xeon W: up to 112), or move an M.2 drive to a chipset slot</source>
        <translation>PCIe 레인이 더 많은 CPU(Threadripper: 최대 128개, Xeon W: 최대 112개)를 고르거나 M.2 드라이브 하나를 칩셋 슬롯으로 옮기세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="85"/>
        <source> (%(length)s less %(radiator)s for the front %(size)s mm radiator)</source>
        <translation> (%(length)s에서 전면 %(size)s mm 라디에이터 몫 %(radiator)s 제외)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="104"/>
        <source>%(case)s&apos;s supported board sizes are unknown: check it takes %(form)s</source>
        <translation>%(case)s이(가) 지원하는 메인보드 규격을 알 수 없습니다. %(form)s을(를) 장착할 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="118"/>
        <source>%(board)s is %(form)s; %(case)s takes %(takes)s</source>
        <translation>%(board)s은(는) %(form)s이며, %(case)s은(는) %(takes)s을(를) 지원합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="123"/>
        <source>no listed board size</source>
        <translation>기재된 메인보드 규격 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="129"/>
        <source>Pick a case that takes %(form)s boards</source>
        <translation>%(form)s 메인보드를 장착할 수 있는 케이스를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="155"/>
        <source>Pick the PCIe version of the GPU</source>
        <translation>이 그래픽 카드의 PCIe 버전을 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="163"/>
        <source>%(gpu)s is an MXM module; %(board)s has no MXM slot</source>
        <translation>%(gpu)s은(는) MXM 모듈인데 %(board)s에는 MXM 슬롯이 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="171"/>
        <source>Pick a PCIe graphics card</source>
        <translation>PCIe 그래픽 카드를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="145"/>
        <source>%(gpu)s is a server module (%(form)s): it needs a server GPU baseboard (HGX/OAM), not a workstation PCIe slot</source>
        <translation>%(gpu)s은(는) 서버용 모듈(%(form)s)입니다. 워크스테이션 PCIe 슬롯이 아니라 서버용 GPU 베이스보드(HGX/OAM)가 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="183"/>
        <source>%(gpu)s needs an x16 PCIe slot; %(board)s has none</source>
        <translation>%(gpu)s에는 x16 PCIe 슬롯이 필요한데 %(board)s에는 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="192"/>
        <source>Pick a board with an x16 slot</source>
        <translation>x16 슬롯이 있는 메인보드를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="210"/>
        <source>%(case)s&apos;s GPU length limit is unknown: check it takes %(gpu)s (%(length)s)</source>
        <translation>%(case)s의 그래픽 카드 장착 길이를 알 수 없습니다. %(gpu)s(%(length)s)을(를) 장착할 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="216"/>
        <source>%(case)s&apos;s GPU length limit and %(gpu)s&apos;s length are unknown: check the card fits</source>
        <translation>%(case)s의 그래픽 카드 장착 길이와 %(gpu)s의 길이를 알 수 없습니다. 카드가 들어가는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="233"/>
        <source>%(gpu)s&apos;s length is unknown; could not check it against %(case)s&apos;s %(limit)s</source>
        <translation>%(gpu)s의 길이를 알 수 없어 %(case)s의 %(limit)s와 비교하지 못했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="249"/>
        <source>%(gpu)s is %(length)s; %(case)s allows %(limit)s%(why)s</source>
        <translation>%(gpu)s은(는) %(length)s인데 %(case)s은(는) %(limit)s까지 허용합니다%(why)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="260"/>
        <source>Pick a case with more than %(length)s GPU clearance</source>
        <translation>그래픽 카드 장착 길이가 %(length)s보다 긴 케이스를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="273"/>
        <source>%(finding)s. The length is assumed: the build does not name the card model, so dlbox uses %(gpu)s from the catalogue</source>
        <translation>%(finding)s. 길이는 가정값입니다: 빌드에 카드 모델이 적혀 있지 않아 dlbox가 카탈로그의 %(gpu)s(으)로 대신합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="296"/>
        <source>%(gpu)s is %(height)s tall; %(case)s takes cards up to %(limit)s tall</source>
        <translation>%(gpu)s의 높이는 %(height)s입니다. %(case)s에는 높이 %(limit)s까지의 카드만 들어갑니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="306"/>
        <source>Pick a case that takes cards at least %(height)s tall, or a card of this chip no taller than %(limit)s (same speed and power)</source>
        <translation>높이 %(height)s 이상의 카드가 들어가는 케이스를 고르거나, 같은 칩에 높이가 %(limit)s 이하인 카드를 쓰세요(속도와 전력은 같습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="322"/>
        <source>%(finding)s. The height is assumed: the build does not name the card model, so dlbox uses %(gpu)s from the catalogue</source>
        <translation>%(finding)s. 높이는 가정값입니다: 빌드에 카드 모델이 적혀 있지 않아 dlbox가 카탈로그의 %(gpu)s(으)로 대신합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="378"/>
        <source>the %(width)s-slot %(gpu)s</source>
        <translation>%(width)s슬롯 두께의 %(gpu)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="389"/>
        <source>%(finding)s. The thickness is assumed: the build does not name the card model, so dlbox uses %(cards)s from the catalogue</source>
        <translation>%(finding)s. 두께는 가정값입니다: 빌드에 카드 모델이 적혀 있지 않아 dlbox가 카탈로그의 %(cards)s(으)로 대신합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="400"/>
        <source>Check how thick your cards are and name the model: thinner cards (2-slot blower or water-cooled) may fit as they are, at no cost in speed, price or power; if they are this thick, use PCIe risers (the link runs at what the cable carries) or fewer GPUs (each GPU fewer is about 1/%(n)s less training speed and %(power)s less power)</source>
        <translation>카드의 실제 두께를 확인하고 모델을 적으세요: 더 얇은 카드(2슬롯 블로워 또는 수랭)라면 그대로 들어갈 수 있어 속도·가격·전력 손해가 없습니다. 정말 이만큼 두껍다면 PCIe 라이저(링크는 케이블이 지원하는 속도로 동작)를 쓰거나 GPU 수를 줄이세요(GPU 하나당 학습 속도 약 1/%(n)s 감소, 전력 %(power)s 감소)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="424"/>
        <source>%(width)s-slot</source>
        <translation>%(width)s슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="426"/>
        <source>thickness unknown</source>
        <translation>두께 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="430"/>
        <source>%(n)s × %(gpu)s (%(thick)s)</source>
        <translation>%(n)s × %(gpu)s (%(thick)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/messages.py" line="98"/>
        <source>%(a)s + %(b)s</source>
        <translation>%(a)s + %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="450"/>
        <source>%(n)s MXM modules; %(board)s has one MXM slot</source>
        <translation>MXM 모듈 %(n)s개, %(board)s의 MXM 슬롯은 하나입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="456"/>
        <source>Use one MXM module</source>
        <translation>MXM 모듈을 하나만 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="656"/>
        <source>%(board)s&apos;s PCIe slot layout is unknown: check it seats %(cards)s</source>
        <translation>%(board)s의 PCIe 슬롯 구성을 알 수 없습니다. %(cards)s을(를) 장착할 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="475"/>
        <source>%(cards)s do not fit %(board)s: its x16 slots are at positions %(positions)s, so only %(seated)s can be seated</source>
        <translation>%(cards)s은(는) %(board)s에 들어가지 않습니다. x16 슬롯 위치가 %(positions)s번이라 %(seated)s만 장착할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="481"/>
        <source>%(cards)s do not fit %(board)s: its only x16 slot is at position %(positions)s, so only %(seated)s can be seated</source>
        <translation>%(cards)s은(는) %(board)s에 들어가지 않습니다. 하나뿐인 x16 슬롯 위치가 %(positions)s번이라 %(seated)s만 장착할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="625"/>
        <source>%(n)s GPUs want at least x8 each (%(wanted)s lanes in all); %(cpu)s provides %(lanes)s, so some run at x4 or from the chipset (%(board)s&apos;s slot wiring is unknown)</source>
        <translation>GPU %(n)s개는 각각 최소 x8(총 %(wanted)s 레인)이 필요합니다. %(cpu)s는 %(lanes)s 레인만 제공하므로 일부는 x4나 칩셋을 통해 동작합니다(%(board)s의 슬롯 배선은 알 수 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="697"/>
        <source>%(case)s&apos;s expansion slot count is unknown: check it has %(needed)s expansion slots for %(cards)s%(where)s</source>
        <translation>%(case)s의 확장 슬롯 수를 알 수 없습니다. %(cards)s%(where)s에 필요한 확장 슬롯 %(needed)s개가 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="846"/>
        <source>%(case)s&apos;s PSU sizes are unknown: check it takes %(form)s PSUs</source>
        <translation>%(case)s이(가) 지원하는 파워 서플라이 규격을 알 수 없습니다. %(form)s 파워 서플라이를 장착할 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="862"/>
        <source>%(psu)s is %(form)s; %(case)s&apos;s PSU bay is %(host)s: the PSU needs a bracket (%(form)s to %(host)s)</source>
        <translation>%(psu)s은(는) %(form)s인데 %(case)s의 파워 서플라이 베이는 %(host)s입니다. 파워 서플라이에 브래킷(%(form)s → %(host)s)이 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="135"/>
        <location filename="../../dlbox/core/rules/physical.py" line="491"/>
        <source>%(n)s card</source>
        <translation>카드 %(n)s장</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/pcie.py" line="136"/>
        <location filename="../../dlbox/core/rules/physical.py" line="492"/>
        <source>%(n)s cards</source>
        <translation>카드 %(n)s장</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="499"/>
        <source>Use thinner (blower, 2-slot) cards, PCIe risers, or a board with more widely spaced x16 slots</source>
        <translation>더 얇은 카드(블로어형, 2슬롯), PCIe 라이저, 또는 x16 슬롯 간격이 더 넓은 메인보드를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="526"/>
        <source>%(n)s GPUs on risers need a free PCIe slot each; %(board)s has %(free)s left once the cards in its slots cover theirs (%(slots)s slots in all)</source>
        <translation>라이저에 꽂은 GPU %(n)s개는 각각 빈 PCIe 슬롯이 필요합니다. 슬롯에 꽂은 카드가 가리는 슬롯을 빼면 %(board)s에는 %(free)s개가 남습니다(전체 %(slots)s개)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="540"/>
        <source>Move a card from a slot onto a riser, use a board with more PCIe slots, or fewer GPUs (each GPU fewer is about 1/%(n)s less training speed)</source>
        <translation>슬롯의 카드 하나를 라이저로 옮기거나, PCIe 슬롯이 더 많은 메인보드를 쓰거나, GPU를 줄이세요(하나 줄일 때마다 학습 속도 약 1/%(n)s 감소)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="584"/>
        <source>%(cards)s need at least %(needed)s slot positions on the board (the thickest card last); a %(form)s board such as %(board)s has at most %(most)s (its exact layout is unknown)</source>
        <translation>%(cards)s는 메인보드에 최소 %(needed)s개의 슬롯 위치가 필요합니다(가장 두꺼운 카드를 마지막에). %(board)s 같은 %(form)s 메인보드는 최대 %(most)s개입니다(정확한 배치는 알 수 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="600"/>
        <source>Use thinner (blower, 2-slot) cards, risers, or fewer GPUs (each GPU fewer is about 1/%(n)s less training speed and %(power)s less power)</source>
        <translation>더 얇은(블로어, 2슬롯) 카드나 라이저를 쓰거나 GPU를 줄이세요(하나 줄일 때마다 학습 속도 약 1/%(n)s, 전력 %(power)s 감소)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="641"/>
        <source>Pick a CPU with at least %(wanted)s PCIe lanes (Threadripper, Xeon W, EPYC; higher price and power) or a board with a PCIe switch</source>
        <translation>PCIe 레인이 최소 %(wanted)s개인 CPU(Threadripper, Xeon W, EPYC; 가격과 전력 증가)나 PCIe 스위치가 있는 메인보드를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="681"/>
        <source> on %(board)s (x16 slots at positions %(positions)s)</source>
        <translation> (%(board)s, x16 슬롯 위치 %(positions)s번)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="683"/>
        <source> on %(board)s (x16 slot at position %(positions)s)</source>
        <translation> (%(board)s, x16 슬롯 위치 %(positions)s번)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="715"/>
        <source>%(cards)s%(where)s need %(needed)s expansion slots; %(case)s has %(has)s</source>
        <translation>%(cards)s%(where)s에는 확장 슬롯 %(needed)s개가 필요한데 %(case)s에는 %(has)s개가 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="720"/>
        <source>%(cards)s%(where)s needs %(needed)s expansion slots; %(case)s has %(has)s</source>
        <translation>%(cards)s%(where)s에는 확장 슬롯 %(needed)s개가 필요한데 %(case)s에는 %(has)s개가 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="733"/>
        <source>Pick a case with at least %(needed)s expansion slots, or use fewer or thinner (blower, 2-slot) cards</source>
        <translation>확장 슬롯이 %(needed)s개 이상인 케이스를 고르거나, 카드를 줄이거나 더 얇은 카드(블로어형, 2슬롯)를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="763"/>
        <source>%(upper)s (open-air, slot %(upper_slot)s) sits directly on %(lower)s (slot %(lower_slot)s) with no gap: stacked open-air cards lose about %(loss)s of their speed to heat</source>
        <translation>%(upper)s(오픈형 쿨러, %(upper_slot)s번 슬롯)이(가) 틈 없이 %(lower)s(%(lower_slot)s번 슬롯) 바로 위에 있습니다. 겹쳐 꽂은 오픈형 카드는 발열로 속도가 약 %(loss)s 떨어집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="779"/>
        <source>Use blower-style cards, a riser to space them, liquid cooling, or a power limit (e.g. 80 %% costs about 4 %% of speed)</source>
        <translation>블로어형 카드, 간격을 띄우는 라이저, 수랭, 또는 전력 제한을 쓰세요(예: 80 %%로 제한하면 속도가 약 4 %% 줄어듭니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="797"/>
        <source>%(upper)s (slot %(upper_slot)s) sits directly on %(lower)s (slot %(lower_slot)s); its cooler type is unknown — open-air cards stacked like this run hot</source>
        <translation>%(upper)s(%(upper_slot)s번 슬롯)이(가) %(lower)s(%(lower_slot)s번 슬롯) 바로 위에 있습니다. 쿨러 종류를 알 수 없습니다 — 이렇게 겹친 오픈형 카드는 뜨거워집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="880"/>
        <source>%(psu)s is %(form)s; %(case)s takes %(takes)s</source>
        <translation>%(psu)s은(는) %(form)s이며, %(case)s은(는) %(takes)s을(를) 지원합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="885"/>
        <source>no separate PSU</source>
        <translation>별도 파워 서플라이 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="891"/>
        <source>Pick a PSU that fits the case</source>
        <translation>케이스에 맞는 파워 서플라이를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="904"/>
        <source>%(psu)s is %(length)s long; %(case)s allows %(limit)s</source>
        <translation>%(psu)s의 길이는 %(length)s인데 %(case)s은(는) %(limit)s까지 허용합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="918"/>
        <source>Pick a PSU at most %(limit)s long rated %(rating)s or more (same speed and power headroom; only the price changes), or a case with room for this one</source>
        <translation>길이 %(limit)s 이하, 정격 %(rating)s 이상의 PSU를 고르거나 (속도와 전력 여유는 같고 가격만 달라짐) 이 PSU가 들어가는 케이스를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="951"/>
        <source>slot position %(positions)s lies past position %(most)s, the last one a %(form)s board has</source>
        <translation>슬롯 위치 %(positions)s이(가) %(form)s 메인보드의 마지막 위치 %(most)s을(를) 넘습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="957"/>
        <source>slot positions %(positions)s lie past position %(most)s, the last one a %(form)s board has</source>
        <translation>슬롯 위치 %(positions)s이(가) %(form)s 메인보드의 마지막 위치 %(most)s을(를) 넘습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="968"/>
        <source>two slots share position %(positions)s</source>
        <translation>두 슬롯이 같은 위치 %(positions)s에 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="975"/>
        <source>%(board)s&apos;s pcie_slots cannot be right: %(problem)s; the slot checks used the list as given</source>
        <translation>%(board)s의 pcie_slots가 맞을 수 없습니다: %(problem)s. 슬롯 검사는 주어진 목록 그대로 했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="986"/>
        <source>Correct the board&apos;s pcie_slots from its manual (user catalogue or the build file&apos;s snapshot)</source>
        <translation>메인보드 설명서를 보고 pcie_slots를 고치세요(사용자 카탈로그 또는 구성 파일의 스냅샷)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="66"/>
        <source>%(arch)s needs a 100/200-series LGA1151 board; %(chip)s is 300-series</source>
        <translation>%(arch)s에는 100/200 시리즈 LGA1151 메인보드가 필요한데 %(chip)s은(는) 300 시리즈입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="74"/>
        <source>%(arch)s needs a 300-series LGA1151 board; %(chip)s is 100/200-series</source>
        <translation>%(arch)s에는 300 시리즈 LGA1151 메인보드가 필요한데 %(chip)s은(는) 100/200 시리즈입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="91"/>
        <source>%(cpu)s is socket %(cpu_socket)s; %(board)s is socket %(board_socket)s</source>
        <translation>%(cpu)s은(는) %(cpu_socket)s 소켓이고 %(board)s은(는) %(board_socket)s 소켓입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="104"/>
        <source>Pick a motherboard for socket %(cpu_socket)s, or a CPU for socket %(board_socket)s</source>
        <translation>%(cpu_socket)s 소켓용 메인보드나 %(board_socket)s 소켓용 CPU를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="126"/>
        <source>%(board)s&apos;s chipset is unknown: LGA1151 boards take either 6th/7th-gen (100/200-series chipset) or 8th/9th-gen (300-series) CPUs; check it takes %(cpu)s</source>
        <translation>%(board)s의 칩셋을 알 수 없습니다. LGA1151 메인보드는 6/7세대(100/200 시리즈 칩셋) 또는 8/9세대(300 시리즈) CPU 중 한쪽만 지원합니다. %(cpu)s을(를) 지원하는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="142"/>
        <source>%(cpu)s on %(board)s: %(family)s (same LGA1151 name, different pinout)</source>
        <translation>%(board)s의 %(cpu)s: %(family)s (같은 LGA1151 이름이지만 핀 배치가 다릅니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="153"/>
        <source>Pick a board of the CPU&apos;s chipset generation</source>
        <translation>CPU와 같은 세대 칩셋의 메인보드를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="178"/>
        <source>%(cpu)s (%(cpu_year)s) is newer than the %(chip)s chipset (%(year)s): %(board)s may need a BIOS update before this CPU boots; the board has BIOS flashback, so it can be updated without a CPU</source>
        <translation>%(cpu)s(%(cpu_year)s)은(는) %(chip)s 칩셋(%(year)s)보다 새 제품이라 %(board)s에서 이 CPU로 부팅하려면 BIOS 업데이트가 필요할 수 있습니다. 이 메인보드는 BIOS 플래시백을 지원하므로 CPU 없이 업데이트할 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="191"/>
        <source>no BIOS flashback</source>
        <translation>BIOS 플래시백 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="193"/>
        <source>BIOS flashback unknown</source>
        <translation>BIOS 플래시백 여부 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="198"/>
        <source>%(cpu)s (%(cpu_year)s) is newer than the %(chip)s chipset (%(year)s): %(board)s may need a BIOS update before this CPU boots (%(flash)s: updating needs an older supported CPU or a shop)</source>
        <translation>%(cpu)s(%(cpu_year)s)은(는) %(chip)s 칩셋(%(year)s)보다 새 제품이라 %(board)s에서 이 CPU로 부팅하려면 BIOS 업데이트가 필요할 수 있습니다(%(flash)s: 업데이트하려면 지원되는 구형 CPU가 있거나 매장에 맡겨야 합니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/platform.py" line="211"/>
        <source>Ask the seller for a board with a current BIOS, or pick one with BIOS flashback</source>
        <translation>판매자에게 최신 BIOS가 적용된 메인보드를 요청하거나 BIOS 플래시백이 있는 메인보드를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="67"/>
        <source>cap the GPUs at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, e.g. nvidia-smi -pl): about %(speed)s× training speed</source>
        <translation>그래픽 카드 전력을 보드 전력의 %(fraction)s로 제한하세요(%(gpu)s: %(stock)s → %(capped)s, 예: nvidia-smi -pl). 학습 속도는 약 %(speed)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="73"/>
        <source>cap the GPU at %(fraction)s of board power (%(gpu)s: %(stock)s → %(capped)s, e.g. nvidia-smi -pl): about %(speed)s× training speed</source>
        <translation>그래픽 카드 전력을 보드 전력의 %(fraction)s로 제한하세요(%(gpu)s: %(stock)s → %(capped)s, 예: nvidia-smi -pl). 학습 속도는 약 %(speed)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="129"/>
        <source>No PSU picked: this build draws about %(load)s; pick at least %(psu)s</source>
        <translation>파워 서플라이를 고르지 않았습니다. 이 구성은 약 %(load)s를 소비하므로 %(psu)s 이상을 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="138"/>
        <source>Add a PSU of at least %(psu)s</source>
        <translation>%(psu)s 이상의 파워 서플라이를 추가하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="103"/>
        <source>%(case)s&apos;s adapter</source>
        <translation>%(case)s의 어댑터</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="174"/>
        <source>%(gpu)s GPU + %(cpu)s CPU (sustained) + %(rest)s rest</source>
        <translation>그래픽 카드 %(gpu)s + CPU %(cpu)s(지속) + 기타 %(rest)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="176"/>
        <source>%(gpu)s GPU + %(cpu)s CPU (TDP; sustained unknown) + %(rest)s rest</source>
        <translation>그래픽 카드 %(gpu)s + CPU %(cpu)s(TDP, 지속 전력 알 수 없음) + 기타 %(rest)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="349"/>
        <source>Pick a PSU of at least %(psu)s, or %(limit)s</source>
        <translation>%(psu)s 이상의 파워 서플라이를 고르거나, %(limit)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="355"/>
        <source>Pick a PSU of at least %(psu)s</source>
        <translation>%(psu)s 이상의 파워 서플라이를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="191"/>
        <source>Estimated load %(load)s (%(breakdown)s); %(name)s is rated %(supply)s (%(share)s)</source>
        <translation>예상 부하 %(load)s(%(breakdown)s), %(name)s의 정격은 %(supply)s입니다(%(share)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/physical.py" line="832"/>
        <location filename="../../dlbox/core/rules/power.py" line="107"/>
        <source>PSU %(n)s (%(psu)s)</source>
        <translation>PSU %(n)s(%(psu)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="159"/>
        <source>%(gpu)s for the cables of %(gpus)s</source>
        <translation>%(gpus)s의 케이블에 %(gpu)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="207"/>
        <source>Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s&apos;s %(supply)s: the vendor sized this adapter for the chassis; keep GPU and CPU at stock power</source>
        <translation>예상 부하 %(load)s(%(breakdown)s)은(는) %(name)s %(supply)s의 %(share)s입니다. 제조사가 이 본체에 맞춰 정한 어댑터이니 그래픽 카드와 CPU는 기본 전력으로 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="223"/>
        <source>Estimated load %(load)s (%(breakdown)s) is %(share)s of %(name)s&apos;s %(supply)s; above %(limit)s the PSU runs hot and loud with no headroom</source>
        <translation>예상 부하 %(load)s(%(breakdown)s)은(는) %(name)s %(supply)s의 %(share)s입니다. %(limit)s를 넘으면 파워 서플라이가 뜨겁고 시끄러워지며 여유가 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="269"/>
        <source>%(n)s PSUs, but no GPU is assigned to %(idle)s: every GPU was counted on PSU 1 (%(load)s of its %(rating)s); a dual-PSU rig splits the cards between them</source>
        <translation>PSU가 %(n)s개이지만 %(idle)s에 할당된 GPU가 없습니다: 모든 GPU를 PSU 1에 계산했습니다(%(rating)s 중 %(load)s). 듀얼 PSU 구성은 카드를 나눠 연결합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="334"/>
        <source>Correct %(field)s in the build editor or the file</source>
        <translation>구성 편집기나 파일에서 %(field)s을(를) 고치세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="384"/>
        <source>; cap the GPUs at %(fraction)s of board power (about %(speed)s× training speed), which brings the load to about %(load)s, for a PSU of at least %(psu)s</source>
        <translation>; 또는 그래픽 카드 전력을 보드 전력의 %(fraction)s로 제한하면(학습 속도 약 %(speed)s×) 부하가 약 %(load)s로 줄어 %(psu)s 이상의 파워 서플라이로 충분합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="399"/>
        <source>; and at the wall a load this large needs a 20 A or 230–240 V circuit</source>
        <translation>; 또한 이 정도 부하라면 콘센트 쪽에 20 A 또는 230–240 V 회로가 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="406"/>
        <source>; and at the wall a load this large needs a circuit with a higher rating</source>
        <translation>; 또한 이 정도 부하라면 콘센트 쪽에 정격이 더 높은 회로가 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="413"/>
        <source>No PSU in the catalogue is rated %(psu)s or more. Use fewer GPUs%(capped)s; or feed some GPUs&apos; power cables from a second PSU (a dual-PSU adapter switches both on together)%(wall)s</source>
        <translation>부품 목록에 정격 %(psu)s 이상인 파워 서플라이가 없습니다. 그래픽 카드 수를 줄이세요%(capped)s. 또는 일부 그래픽 카드의 전원 케이블을 두 번째 파워 서플라이에서 공급하세요(듀얼 PSU 어댑터가 두 파워 서플라이를 함께 켭니다)%(wall)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="110"/>
        <source>not ATX 3.x: a %(year)s model, before the ATX 3.0 spec became final (February 2022), so ATX 2.x at most, with no excursion rating</source>
        <translation>ATX 3.x 아님: %(year)s년 모델로 ATX 3.0 규격 확정(2022년 2월) 이전이므로 최대 ATX 2.x이며 순간 과부하(excursion) 정격이 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="118"/>
        <source>not ATX 3.x: documented on %(date)s, before the ATX 3.0 spec became final (February 2022), so ATX 2.x at most, with no excursion rating</source>
        <translation>ATX 3.x 아님: %(date)s에 기록되어 ATX 3.0 규격 확정(2022년 2월) 이전이므로 최대 ATX 2.x이며 순간 과부하(excursion) 정격이 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="129"/>
        <location filename="../../dlbox/core/rules/unchecked.py" line="33"/>
        <source>under 1 ms</source>
        <translation>1 ms 미만</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="131"/>
        <location filename="../../dlbox/core/rules/unchecked.py" line="34"/>
        <source>up to 10 ms</source>
        <translation>최대 10 ms</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="158"/>
        <source>%(n)s × %(gpu)s %(board)s × %(factor)s (measured on %(card)s)</source>
        <translation>%(n)s × %(gpu)s %(board)s × %(factor)s(%(card)s에서 측정)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="171"/>
        <source>%(n)s × %(gpu)s %(board)s × %(factor)s at least (no figure for its class at this window)</source>
        <translation>%(n)s × %(gpu)s %(board)s × 최소 %(factor)s(이 시간 구간에 대한 해당 계열의 수치 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="190"/>
        <source>; data-parallel training starts every card&apos;s work together, so their spikes coincide</source>
        <translation>. 데이터 병렬 학습은 모든 카드의 작업을 동시에 시작하므로 피크가 겹칩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="201"/>
        <source>; plus %(steady)s steady for CPU and the rest</source>
        <translation>, 여기에 CPU와 나머지 부품의 정상 전력 %(steady)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="219"/>
        <source>GPU power spikes %(window)s: at least %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (ATX 3.x, %(rating)s) is specified to ride out %(limit)s (%(pct)s of its rating) for peaks this short</source>
        <translation>GPU 순간 전력 피크(%(window)s): 최소 %(peak)s(%(peaks)s%(plus)s)%(together)s. %(psu)s(ATX 3.x, %(rating)s)는 이만큼 짧은 피크에 대해 %(limit)s(정격의 %(pct)s)까지 견디도록 규정되어 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="226"/>
        <source>GPU power spikes %(window)s: about %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (ATX 3.x, %(rating)s) is specified to ride out %(limit)s (%(pct)s of its rating) for peaks this short</source>
        <translation>GPU 순간 전력 피크(%(window)s): 약 %(peak)s(%(peaks)s%(plus)s)%(together)s. %(psu)s(ATX 3.x, %(rating)s)는 이만큼 짧은 피크에 대해 %(limit)s(정격의 %(pct)s)까지 견디도록 규정되어 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="239"/>
        <source>ATX version unknown: assumed ATX 2.x, which has no excursion rating</source>
        <translation>ATX 버전 알 수 없음: 순간 과부하 정격이 없는 ATX 2.x로 가정</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="246"/>
        <source>GPU power spikes %(window)s: at least %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (%(version)s) is rated %(rating)s: a unit not rated ATX 3.x may trip its over-current protection and shut down</source>
        <translation>GPU 순간 전력 피크(%(window)s): 최소 %(peak)s(%(peaks)s%(plus)s)%(together)s. %(psu)s(%(version)s)의 정격은 %(rating)s입니다: ATX 3.x 정격이 아닌 파워는 과전류 보호가 작동해 꺼질 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="254"/>
        <source>GPU power spikes %(window)s: about %(peak)s (%(peaks)s%(plus)s)%(together)s; %(psu)s (%(version)s) is rated %(rating)s: a unit not rated ATX 3.x may trip its over-current protection and shut down</source>
        <translation>GPU 순간 전력 피크(%(window)s): 약 %(peak)s(%(peaks)s%(plus)s)%(together)s. %(psu)s(%(version)s)의 정격은 %(rating)s입니다: ATX 3.x 정격이 아닌 파워는 과전류 보호가 작동해 꺼질 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="277"/>
        <source>pick an ATX 3.x PSU of at least %(atx3)s (specified for these peaks) or any PSU rated at least %(plain)s</source>
        <translation>%(atx3)s 이상의 ATX 3.x 파워(이 피크를 견디도록 규정됨) 또는 정격 %(plain)s 이상의 파워를 선택</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="60"/>
        <source>ATX version unknown: assumed ATX 2.x at most</source>
        <translation>ATX 버전 불명: 최대 ATX 2.x로 가정</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="63"/>
        <source>Estimated load %(load)s is %(share)s of %(psu)s&apos;s %(rating)s (%(version)s), feeding %(n)s GPUs of %(high)s or more: Intel sizes a unit without ATX 3.x&apos;s excursion rating at %(intel_psu)s for a %(intel_load)s box (load at most %(limit)s) so that it rides out the GPUs&apos; power spikes; data-parallel training steps every card at once</source>
        <translation>예상 부하 %(load)s는 %(psu)s 정격 %(rating)s의 %(share)s입니다(%(version)s). %(high)s 이상 GPU %(n)s개에 전원을 공급합니다: Intel은 ATX 3.x 과도 전력(excursion) 정격이 없는 전원을 %(intel_load)s 시스템에 %(intel_psu)s로 잡아(부하 최대 %(limit)s) GPU 전력 스파이크를 견디게 합니다. 데이터 병렬 학습은 모든 카드를 동시에 부하로 올립니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="85"/>
        <source>%(finding)s; but this PSU model is documented to have fed %(n)s × %(card)s at %(record)s without shutting down (%(source)s), more than this load</source>
        <translation>%(finding)s; 다만 이 PSU 모델은 %(n)s × %(card)s에 %(record)s를 공급하면서 꺼지지 않은 기록이 있습니다(%(source)s). 이 부하보다 높은 수치입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="106"/>
        <source>pick an ATX 3.x PSU of at least %(atx3)s or any PSU of at least %(plain)s (same speed and power draw, the price of a PSU)</source>
        <translation>최소 %(atx3)s의 ATX 3.x 파워 또는 최소 %(plain)s의 아무 파워를 고르세요(속도와 소비 전력은 그대로, 파워 한 개 가격)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="119"/>
        <location filename="../../dlbox/core/rules/transients.py" line="293"/>
        <source>%(a)s; or %(b)s</source>
        <translation>%(a)s, 또는 %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/psu_margin.py" line="139"/>
        <source>cap the GPUs at %(fraction)s of board power (nvidia-smi -pl, %(stock)s → %(capped)s per card): about %(speed)s× training speed and %(saved)s less draw, no change in price; whether the cap also lowers the spikes is not measured</source>
        <translation>GPU를 보드 전력의 %(fraction)s로 제한하세요(nvidia-smi -pl, 카드당 %(stock)s → %(capped)s): 학습 속도 약 %(speed)s×, 소비 전력 %(saved)s 감소, 가격 변화 없음. 이 제한이 스파이크도 낮추는지는 측정된 바 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="318"/>
        <source>feed the cables of %(n)s of the %(all)s GPUs from a second PSU (a dual-PSU adapter switches both on together): the peaks on %(psu)s fall to about %(left)s</source>
        <translation>GPU %(all)s개 중 %(n)s개의 전원 케이블을 두 번째 파워에서 공급(듀얼 파워 어댑터로 두 파워를 함께 켬): %(psu)s의 피크가 약 %(left)s로 줄어듭니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="348"/>
        <source>cap the GPUs at %(fraction)s of board power (nvidia-smi -pl, %(stock)s → %(capped)s per card): about %(speed)s× training speed, no change in price; this helps only if the spikes shrink with the limit, which no figure here measures</source>
        <translation>GPU 전력 한도를 보드 전력의 %(fraction)s로 제한(nvidia-smi -pl, 카드당 %(stock)s → %(capped)s): 학습 속도 약 %(speed)s×, 가격 변화 없음. 단, 피크가 한도에 맞춰 줄어들 때만 효과가 있으며 이를 측정한 수치는 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="385"/>
        <source>%(n)s GPUs of %(high)s or more (%(who)s) on %(psu)s (%(version)s): data-parallel training steps every card at once, and a PSU not rated ATX 3.x is not specified for such load steps; no spike under 1 ms is measured for these cards (the estimate: %(load)s steady, %(share)s of %(rating)s), and boxes like this rebooted under training at 69–94 %% of their rating while passing stress tests</source>
        <translation>%(high)s 이상 GPU %(n)s개(%(who)s)가 %(psu)s(%(version)s)에 연결됨: 데이터 병렬 학습은 모든 카드의 부하를 동시에 바꾸며, ATX 3.x 정격이 아닌 파워는 이런 부하 급변에 대해 규정되어 있지 않습니다. 이 카드들의 1 ms 미만 피크는 측정값이 없으며(추정: 정상 %(load)s, %(rating)s의 %(share)s), 이와 같은 시스템이 스트레스 테스트는 통과하고도 정격의 69–94 %% 부하에서 학습 중 재부팅되었습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="381"/>
        <source>ATX version unknown</source>
        <translation>ATX 버전 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="606"/>
        <source>; %(n_inputs)s 16-pin input through the card&apos;s adapter takes %(n)s 8-pins</source>
        <translation>; 카드에 딸린 어댑터를 거치는 16핀 입력 %(n_inputs)s개가 8핀 %(n)s개를 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="611"/>
        <source>; %(n_inputs)s 16-pin inputs through the cards&apos; adapters take %(n)s 8-pins</source>
        <translation>; 카드에 딸린 어댑터를 거치는 16핀 입력 %(n_inputs)s개가 8핀 %(n)s개를 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="622"/>
        <source>%(wanted)s; %(has)s%(via)s: %(eight)s needed</source>
        <translation>%(wanted)s. %(has)s%(via)s. 필요한 수는 %(eight)s입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="637"/>
        <source>%(wanted)s; %(has)s%(via)s (%(eight)s of %(total)s used): use a separate cable per 8-pin plug</source>
        <translation>%(wanted)s. %(has)s%(via)s(%(total)s개 중 %(eight)s개 사용). 8핀 플러그마다 별도 케이블을 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="717"/>
        <source>Up to %(load)s through each 16-pin plug of %(gpus)s (rated %(rated)s); %(psu)s has %(native)s native 16-pin for %(inputs)s, so %(adapters)s through the card&apos;s 8-pin adapter, the setup in which RTX 4090 plugs have melted when bent or not fully seated</source>
        <translation>%(gpus)s의 16핀 플러그 하나당 최대 %(load)s(정격 %(rated)s); %(psu)s의 네이티브 16핀은 %(inputs)s개 중 %(native)s개뿐이라 %(adapters)s 카드의 8핀 어댑터를 거칩니다. RTX 4090 플러그가 어댑터가 꺾이거나 끝까지 꽂히지 않았을 때 녹은 바로 그 구성입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="732"/>
        <source>%(n)s runs</source>
        <translation>%(n)s개가</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="733"/>
        <source>%(n)s run</source>
        <translation>%(n)s개가</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="740"/>
        <source>Pick a PSU with a native 12V-2x6 cable per 16-pin input (%(inputs)s; no adapter, same speed), push each plug in until no gap shows and keep %(straight)s mm of straight cable before any bend; capping the cards at %(cap)s (nvidia-smi -pl) cuts the current by a fifth for a few %% of training speed</source>
        <translation>16핀 입력마다 네이티브 12V-2x6 케이블이 있는 PSU를 고르세요(%(inputs)s개; 어댑터 없음, 속도 동일). 플러그는 틈이 보이지 않을 때까지 꽂고 꺾기 전 %(straight)s mm는 곧게 두세요. 카드를 %(cap)s로 제한하면(nvidia-smi -pl) 전류가 5분의 1 줄고 학습 속도는 몇 %% 줄어듭니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="792"/>
        <source>Up to %(load)s through each 16-pin plug of %(gpus)s, rated %(rated)s: %(margin)s of headroom, too little for a plug not fully seated (one such card burnt its plug on a native ATX 3.1 cable)</source>
        <translation>%(gpus)s의 16핀 플러그 하나당 최대 %(load)s, 정격 %(rated)s: 여유가 %(margin)s뿐이라 플러그가 끝까지 꽂히지 않으면 부족합니다(같은 카드가 네이티브 ATX 3.1 케이블에서 플러그를 태운 사례가 있음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="806"/>
        <source>Cap the cards at %(cap)s (nvidia-smi -pl): %(headroom)s of headroom per plug for a few %% of training speed and %(saved)s less power per card, no change in price; push each plug in until no gap shows and keep %(straight)s mm of straight cable before any bend</source>
        <translation>카드를 %(cap)s로 제한하세요(nvidia-smi -pl): 플러그당 %(headroom)s 여유, 학습 속도는 몇 %% 감소, 카드당 전력 %(saved)s 감소, 가격 변화 없음. 플러그는 틈이 보이지 않을 때까지 꽂고 꺾기 전 %(straight)s mm는 곧게 두세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="764"/>
        <source>Up to %(load)s through each 16-pin plug of %(gpus)s (rated %(rated)s): push each plug in until no gap shows and keep %(straight)s mm of straight cable before any bend (partly seated plugs have melted)</source>
        <translation>%(gpus)s의 16핀 플러그 하나당 최대 %(load)s(정격 %(rated)s): 플러그는 틈이 보이지 않을 때까지 꽂고 꺾기 전 %(straight)s mm는 곧게 두세요(덜 꽂힌 플러그가 녹은 사례가 있음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="971"/>
        <source>use a dedicated 20 A or 230–240 V circuit, or split the GPUs across two machines</source>
        <translation>20 A 또는 230–240 V 전용 회로를 쓰거나 그래픽 카드를 두 대의 컴퓨터로 나누세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="978"/>
        <source>use a dedicated circuit rated above %(amps)s A, or split the GPUs across two machines</source>
        <translation>정격이 %(amps)s A보다 높은 전용 회로를 쓰거나 그래픽 카드를 두 대의 컴퓨터로 나누세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="989"/>
        <source>At the wall about %(wall)s (%(load)s DC at %(efficiency)s efficiency); the %(volts)s V / %(amps)s A circuit%(assumed)s carries %(continuous)s continuously (%(fraction)s of %(rating)s)</source>
        <translation>콘센트 기준 약 %(wall)s입니다(DC %(load)s, 효율 %(efficiency)s). %(volts)s V / %(amps)s A 회로%(assumed)s는 연속으로 %(continuous)s까지 감당합니다(%(rating)s의 %(fraction)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="997"/>
        <source> (assumed: set yours in Settings or with --mains-voltage/--circuit-amps)</source>
        <translation> (가정값: 설정에서 또는 --mains-voltage/--circuit-amps로 직접 지정하세요)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="1017"/>
        <source>%(limit)s, or %(other)s</source>
        <translation>%(limit)s. 또는 %(other)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="1032"/>
        <source>%(cpu)s&apos;s sustained power (PPT/PL2) is unknown: the load counts its %(tdp)s TDP, and it may draw more; check it</source>
        <translation>%(cpu)s의 지속 전력(PPT/PL2)을 알 수 없습니다. 부하는 TDP %(tdp)s로 계산했으며 실제로는 더 많이 소비할 수 있습니다. 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/transients.py" line="407"/>
        <source>Pick an ATX 3.x PSU of at least %(rating)s (specified for 200 %% load steps: same speed and power, the price of a PSU), or cap the GPUs at %(fraction)s (nvidia-smi -pl, %(stock)s → %(capped)s per card): about %(speed)s× training speed and %(saved)s less draw, no change in price</source>
        <translation>%(rating)s 이상의 ATX 3.x PSU를 선택하거나(200 %% 부하 변동 규격: 속도와 전력은 그대로, 비용은 PSU 한 대), GPU 전력을 %(fraction)s로 제한하세요(nvidia-smi -pl, 카드당 %(stock)s → %(capped)s): 학습 속도 약 %(speed)s배, 소비 전력 %(saved)s 감소, 추가 비용 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="444"/>
        <source>%(n)s PCIe 6/8-pin input</source>
        <translation>PCIe 6/8핀 입력 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="445"/>
        <source>%(n)s PCIe 6/8-pin inputs</source>
        <translation>PCIe 6/8핀 입력 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="452"/>
        <source>%(n)s 16-pin (12VHPWR/12V-2x6) input</source>
        <translation>16핀(12VHPWR/12V-2x6) 입력 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="453"/>
        <source>%(n)s 16-pin (12VHPWR/12V-2x6) inputs</source>
        <translation>16핀(12VHPWR/12V-2x6) 입력 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="588"/>
        <source>%(psu)s has %(eight)s and %(native)s native 16-pin</source>
        <translation>%(psu)s에는 %(eight)s와 네이티브 16핀 %(native)s개가 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="432"/>
        <source>%(n)s PCIe 8-pin</source>
        <translation>PCIe 8핀 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="166"/>
        <source>%(gpu)s GPU + %(rest)s rest; no CPU picked, so add its draw</source>
        <translation>%(gpu)s GPU + %(rest)s 기타; CPU를 고르지 않았으니 그 전력을 더하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="242"/>
        <source>Move a GPU from PSU %(n)s to another PSU (Build editor: right-click the GPU line, Power, Risers and Water), or use a PSU of at least %(psu)s there</source>
        <translation>GPU 하나를 PSU %(n)s에서 다른 PSU로 옮기거나(구성 편집기: GPU 줄을 오른쪽 클릭, 전원, 라이저, 수냉) 그 자리에 최소 %(psu)s PSU를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="283"/>
        <source>Assign GPUs to %(idle)s (Build editor: right-click a GPU line, Power, Risers and Water; in the file: psu_split on the GPU line), or remove the unused PSU</source>
        <translation>%(idle)s에 GPU를 할당하거나(구성 편집기: GPU 줄을 오른쪽 클릭, 전원, 라이저, 수냉; 파일: GPU 줄의 psu_split) 쓰지 않는 PSU를 빼세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="301"/>
        <source>%(n)s PSUs but no GPU in the build: nothing for %(spare)s to feed; only PSU 1 was counted (%(load)s of its %(rating)s)</source>
        <translation>PSU %(n)s개가 있지만 빌드에 GPU가 없습니다: %(spare)s이(가) 전원을 공급할 대상이 없으며, PSU 1만 계산했습니다(%(load)s / 정격 %(rating)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="314"/>
        <source>Add the GPUs %(spare)s should feed (psu_split on their line), or remove the unused PSU: that saves its price and changes neither speed nor power</source>
        <translation>%(spare)s이(가) 전원을 공급할 GPU를 추가하거나(해당 GPU 줄의 psu_split), 사용하지 않는 PSU를 빼십시오: 그 가격만큼 절약되며 속도와 전력은 변하지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="433"/>
        <source>%(n)s PCIe 8-pins</source>
        <translation>PCIe 8핀 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="457"/>
        <source>the GPU needs %(wanted)s</source>
        <translation>그래픽 카드에 %(wanted)s가 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="459"/>
        <source>the GPUs need %(wanted)s</source>
        <translation>그래픽 카드에 %(wanted)s가 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="536"/>
        <source> after its %(native)s native 16-pin</source>
        <translation> (네이티브 16핀 %(native)s개 외에)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="543"/>
        <source>%(wanted)s: %(eight)s from %(psu)s%(after)s, whose PCIe 8-pin count is unknown: check its cable table</source>
        <translation>%(wanted)s. %(psu)s에서 %(eight)s%(after)s가 필요한데 PCIe 8핀 수를 알 수 없습니다. 케이블 구성표를 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="555"/>
        <source>%(wanted)s; %(psu)s&apos;s PCIe 8-pin and native 16-pin counts are unknown: check its cable table</source>
        <translation>%(wanted)s. %(psu)s의 PCIe 8핀과 네이티브 16핀 수를 알 수 없으니 케이블 구성표를 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="570"/>
        <source>%(wanted)s; %(psu)s has %(eight)s, enough only with at least %(native)s native 16-pin, and its native 16-pin count is unknown: check its cable table</source>
        <translation>%(wanted)s. %(psu)s에는 %(eight)s가 있어 네이티브 16핀이 %(native)s개 이상 있어야 충분한데, 네이티브 16핀 수를 알 수 없으니 케이블 구성표를 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="595"/>
        <source>%(psu)s has %(eight)s and an unknown number of native 16-pin</source>
        <translation>%(psu)s에는 %(eight)s가 있고 네이티브 16핀 수는 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="491"/>
        <source>Pick a PSU with enough PCIe/16-pin connectors (one cable per socket, no daisy-chained pigtails)</source>
        <translation>PCIe/16핀 커넥터가 충분한 파워 서플라이를 고르세요(소켓마다 케이블 하나씩, 데이지 체인 피그테일 금지)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="839"/>
        <source>the GPUs on %(psu)s take %(n)s EPS 8-pin; it has %(has)s</source>
        <translation>%(psu)s에 연결된 GPU들은 EPS 8핀 %(n)s개가 필요하지만 %(has)s개뿐임</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="843"/>
        <source>the GPU on %(psu)s takes %(n)s EPS 8-pin; it has %(has)s</source>
        <translation>%(psu)s에 연결된 GPU는 EPS 8핀 %(n)s개가 필요하지만 %(has)s개뿐임</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="885"/>
        <source>%(board)s has %(n)s EPS 8-pin socket</source>
        <translation>%(board)s에는 EPS 8핀 소켓이 %(n)s개 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="886"/>
        <source>%(board)s has %(n)s EPS 8-pin sockets</source>
        <translation>%(board)s에는 EPS 8핀 소켓이 %(n)s개 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="891"/>
        <source>the GPUs take %(n)s EPS 8-pin</source>
        <translation>그래픽 카드가 EPS 8핀 %(n)s개를 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="893"/>
        <source>the GPU takes %(n)s EPS 8-pin</source>
        <translation>그래픽 카드가 EPS 8핀 %(n)s개를 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="897"/>
        <source>%(board)s, and %(gpus)s</source>
        <translation>%(board)s. 또한 %(gpus)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="905"/>
        <source>%(wants)s; %(psu)s&apos;s EPS connector count is unknown: check its cable table</source>
        <translation>%(wants)s. %(psu)s의 EPS 커넥터 수를 알 수 없으니 케이블 구성표를 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="918"/>
        <source>%(wants)s: at least %(n)s needed; %(psu)s has %(has)s</source>
        <translation>%(wants)s. 최소 %(n)s개가 필요한데 %(psu)s에는 %(has)s개가 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="854"/>
        <location filename="../../dlbox/core/rules/power.py" line="929"/>
        <location filename="../../dlbox/core/rules/power.py" line="950"/>
        <source>Pick a PSU with more EPS 8-pin CPU connectors</source>
        <translation>EPS 8핀 CPU 커넥터가 더 많은 파워 서플라이를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/power.py" line="939"/>
        <source>%(wants)s; %(psu)s has %(has)s: the board&apos;s extra EPS socket stays empty, fine at stock, limiting under heavy all-core CPU load</source>
        <translation>%(wants)s. %(psu)s에는 %(has)s개뿐이라 메인보드의 추가 EPS 소켓이 비게 됩니다. 기본 설정에서는 괜찮지만 CPU 전 코어 고부하에서는 제약이 됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/messages.py" line="88"/>
        <source>%(a)s and %(b)s</source>
        <translation>%(a)s 및 %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="374"/>
        <source>%(drives)s; %(psu)s has %(connectors)s</source>
        <translation>%(drives)s, %(psu)s에는 %(connectors)s가 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="19"/>
        <source>%(n)s SATA drive</source>
        <translation>SATA 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="72"/>
        <source>%(drives)s; %(board)s has %(slots)s</source>
        <translation>%(drives)s, %(board)s에는 %(slots)s이(가) 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="15"/>
        <source>%(n)s M.2 drive</source>
        <translation>M.2 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="16"/>
        <source>%(n)s M.2 drives</source>
        <translation>M.2 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="77"/>
        <source>%(n)s M.2 slot</source>
        <translation>M.2 슬롯 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="78"/>
        <source>%(n)s M.2 slots</source>
        <translation>M.2 슬롯 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="66"/>
        <source>Use fewer, larger M.2 drives, or a PCIe M.2 adapter card</source>
        <translation>더 적고 큰 M.2 드라이브를 쓰거나 PCIe M.2 어댑터 카드를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="89"/>
        <source>%(drives)s but %(board)s has %(slots)s</source>
        <translation>%(drives)s인데 %(board)s에는 %(slots)s뿐입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="92"/>
        <source>%(n)s M.2 SATA drive</source>
        <translation>M.2 SATA 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="93"/>
        <source>%(n)s M.2 SATA drives</source>
        <translation>M.2 SATA 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="98"/>
        <source>%(n)s M.2 slot that takes SATA drives</source>
        <translation>SATA 드라이브를 지원하는 M.2 슬롯 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="99"/>
        <source>%(n)s M.2 slots that take SATA drives</source>
        <translation>SATA 드라이브를 지원하는 M.2 슬롯 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="104"/>
        <source>Pick NVMe M.2 drives</source>
        <translation>NVMe M.2 드라이브를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="153"/>
        <source> (%(ports)s ports less %(disabled)s, disabled by the drive in %(slots)s)</source>
        <translation> (포트 %(ports)s개 중 %(slots)s의 드라이브 때문에 %(disabled)s 비활성화)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="164"/>
        <source>%(drives)s; %(board)s has %(ports)s%(lost)s</source>
        <translation>%(drives)s, %(board)s에는 %(ports)s이(가) 있습니다%(lost)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="20"/>
        <source>%(n)s SATA drives</source>
        <translation>SATA 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="44"/>
        <source>%(board)s&apos;s M.2 slots are unknown: check it takes %(drives)s</source>
        <translation>%(board)s의 M.2 슬롯 정보를 알 수 없습니다. %(drives)s를 장착할 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="138"/>
        <source>%(board)s&apos;s SATA port count is unknown: check it has ports for %(drives)s</source>
        <translation>%(board)s의 SATA 포트 수를 알 수 없습니다. %(drives)s를 연결할 포트가 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="169"/>
        <source>%(n)s usable SATA port</source>
        <translation>사용 가능한 SATA 포트 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="170"/>
        <source>%(n)s usable SATA ports</source>
        <translation>사용 가능한 SATA 포트 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="178"/>
        <source>Use fewer SATA drives, an M.2 NVMe drive, or a SATA controller card</source>
        <translation>SATA 드라이브를 줄이거나 M.2 NVMe 드라이브 또는 SATA 컨트롤러 카드를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="190"/>
        <source>The M.2 drive in %(slots)s disables %(disabled)s on %(board)s: %(ports)s stay usable</source>
        <translation>%(slots)s의 M.2 드라이브가 %(board)s의 %(disabled)s를 비활성화합니다. %(ports)s는 계속 쓸 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="196"/>
        <source>The M.2 drive in %(slots)s disables %(disabled)s on %(board)s: %(ports)s stays usable</source>
        <translation>%(slots)s의 M.2 드라이브가 %(board)s의 %(disabled)s를 비활성화합니다. %(ports)s는 계속 쓸 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="206"/>
        <source>%(n)s SATA port</source>
        <translation>SATA 포트 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="207"/>
        <source>%(n)s SATA ports</source>
        <translation>SATA 포트 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="217"/>
        <source>The M.2 drive in %(slots)s shares lanes with %(shared)s on %(board)s: that slot or port is disabled or runs narrower</source>
        <translation>%(slots)s의 M.2 드라이브가 %(board)s의 %(shared)s와 레인을 공유합니다. 해당 슬롯이나 포트는 비활성화되거나 좁게 동작합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="240"/>
        <source>%(case)s&apos;s 3.5-inch bay count is unknown: check it holds %(drives)s</source>
        <translation>%(case)s의 3.5인치 베이 수를 알 수 없습니다. %(drives)s를 넣을 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="23"/>
        <source>%(n)s 3.5-inch drive</source>
        <translation>3.5인치 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="24"/>
        <source>%(n)s 3.5-inch drives</source>
        <translation>3.5인치 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="253"/>
        <source>%(drives)s; %(case)s has %(bays)s</source>
        <translation>%(drives)s, %(case)s에는 %(bays)s이(가) 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="258"/>
        <source>%(n)s 3.5-inch bay</source>
        <translation>3.5인치 베이 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="259"/>
        <source>%(n)s 3.5-inch bays</source>
        <translation>3.5인치 베이 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="265"/>
        <source>Pick a case with more 3.5-inch bays</source>
        <translation>3.5인치 베이가 더 많은 케이스를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="277"/>
        <source>%(case)s&apos;s drive mounts are not fully known: check it holds %(drives)s</source>
        <translation>%(case)s의 드라이브 장착 위치 정보가 완전하지 않습니다. %(drives)s를 넣을 수 있는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="27"/>
        <source>%(n)s 2.5-inch drive</source>
        <translation>2.5인치 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="28"/>
        <source>%(n)s 2.5-inch drives</source>
        <translation>2.5인치 드라이브 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="59"/>
        <source>Put a GPU on a PCIe riser instead of an M.2 adapter, or use fewer, larger M.2 drives</source>
        <translation>M.2 어댑터 대신 PCIe 라이저로 GPU를 연결하거나, 더 적고 큰 M.2 드라이브를 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="114"/>
        <source>%(n)s GPU on an M.2 adapter</source>
        <translation>M.2 어댑터의 GPU %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="115"/>
        <source>%(n)s GPUs on M.2 adapters</source>
        <translation>M.2 어댑터의 GPU %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="120"/>
        <source>%(drives)s and %(gpus)s</source>
        <translation>%(drives)s 및 %(gpus)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="292"/>
        <source>%(drives)s; %(case)s has %(mounts)s and %(spare)s</source>
        <translation>%(drives)s, %(case)s에는 %(mounts)s와 %(spare)s가 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="297"/>
        <source>%(drives)s; %(case)s has %(mounts)s</source>
        <translation>%(drives)s, %(case)s에는 %(mounts)s이(가) 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="302"/>
        <source>%(n)s 2.5-inch mount</source>
        <translation>2.5인치 장착 위치 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="303"/>
        <source>%(n)s 2.5-inch mounts</source>
        <translation>2.5인치 장착 위치 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="309"/>
        <source>%(n)s free 3.5-inch bay</source>
        <translation>빈 3.5인치 베이 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="310"/>
        <source>%(n)s free 3.5-inch bays</source>
        <translation>빈 3.5인치 베이 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="321"/>
        <source>Pick a case with more drive mounts, or use M.2 drives</source>
        <translation>드라이브 장착 위치가 더 많은 케이스를 고르거나 M.2 드라이브를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="333"/>
        <source>%(n)s of the 2.5-inch drives goes in a 3.5-inch bay of %(case)s: most trays take it, some need an adapter</source>
        <translation>2.5인치 드라이브 중 %(n)s개는 %(case)s의 3.5인치 베이에 들어갑니다. 대부분의 트레이는 그대로 받지만 일부는 어댑터가 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="338"/>
        <source>%(n)s of the 2.5-inch drives go in 3.5-inch bays of %(case)s: most trays take them, some need an adapter</source>
        <translation>2.5인치 드라이브 중 %(n)s개는 %(case)s의 3.5인치 베이에 들어갑니다. 대부분의 트레이는 그대로 받지만 일부는 어댑터가 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="354"/>
        <source>%(drive)s is a U.2 drive: the board needs a U.2/SlimSAS port or an M.2/PCIe adapter (not checked)</source>
        <translation>%(drive)s은(는) U.2 드라이브입니다. 메인보드에 U.2/SlimSAS 포트나 M.2/PCIe 어댑터가 필요합니다(검사하지 않음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="379"/>
        <source>%(n)s SATA power connector</source>
        <translation>SATA 전원 커넥터 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="380"/>
        <source>%(n)s SATA power connectors</source>
        <translation>SATA 전원 커넥터 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/storage.py" line="386"/>
        <source>Pick a PSU with more SATA power connectors (avoid moulded splitters)</source>
        <translation>SATA 전원 커넥터가 더 많은 파워 서플라이를 고르세요(성형 분배 케이블은 피하세요)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="23"/>
        <source>%(cooler)s&apos;s socket mounts are unknown: check it fits %(socket)s</source>
        <translation>%(cooler)s의 소켓 마운트 정보가 없습니다. %(socket)s에 맞는지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="36"/>
        <source>%(cooler)s mounts on %(sockets)s; %(cpu)s is %(socket)s</source>
        <translation>%(cooler)s은(는) %(sockets)s에 장착되며, %(cpu)s은(는) %(socket)s입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="41"/>
        <source>no listed socket</source>
        <translation>기재된 소켓 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="49"/>
        <source>Pick a cooler that mounts on %(socket)s</source>
        <translation>%(socket)s에 장착할 수 있는 쿨러를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="65"/>
        <source>could not check %(cooler)s against %(case)s: cooler height unknown</source>
        <translation>%(cooler)s와 %(case)s를 비교하지 못했습니다: 쿨러 높이를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="69"/>
        <source>could not check %(cooler)s against %(case)s: case cooler clearance unknown</source>
        <translation>%(cooler)s와 %(case)s를 비교하지 못했습니다: 케이스의 쿨러 장착 높이를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="83"/>
        <source>%(cooler)s is %(height)s tall; %(case)s allows %(limit)s</source>
        <translation>%(cooler)s의 높이는 %(height)s인데 %(case)s은(는) %(limit)s까지 허용합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="95"/>
        <source>Pick a cooler at most %(limit)s tall, or an AIO</source>
        <translation>높이 %(limit)s 이하의 쿨러나 일체형 수랭 쿨러를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="147"/>
        <source>%(cooler)s is rated for %(rated)s; %(cpu)s draws at least its %(need)s TDP (its sustained power is unknown): it will throttle under long loads</source>
        <translation>%(cooler)s의 정격은 %(rated)s인데 %(cpu)s은(는) 최소한 TDP %(need)s를 소비합니다(지속 전력은 알 수 없음). 오래 부하가 걸리면 스로틀링이 생깁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="171"/>
        <source>%(cpu)s&apos;s sustained power (PPT/PL2) is unknown: check %(cooler)s&apos;s %(rated)s rating covers it</source>
        <translation>%(cpu)s의 지속 전력(PPT/PL2)을 알 수 없습니다. %(cooler)s의 정격 %(rated)s로 충분한지 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="153"/>
        <source>%(cooler)s is rated for %(rated)s; %(cpu)s draws up to %(need)s sustained (PPT/PL2): it will throttle under long loads</source>
        <translation>%(cooler)s의 정격은 %(rated)s인데 %(cpu)s은(는) 지속 최대 %(need)s를 소비합니다(PPT/PL2). 오래 부하가 걸리면 스로틀링이 생깁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="288"/>
        <source>Pick an air cooler that fits the case, or a case with a %(size)s mm radiator mount (same speed while the cooler holds the CPU&apos;s power)</source>
        <translation>케이스에 맞는 공랭 쿨러를 고르거나 %(size)s mm 라디에이터 장착부가 있는 케이스를 고르세요 (쿨러가 CPU 전력을 감당하는 한 속도는 같음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="315"/>
        <source>Add a cooler rated for at least %(need)s that mounts on %(socket)s</source>
        <translation>%(socket)s에 장착되고 최소 %(need)s 정격인 쿨러를 추가하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="330"/>
        <source>No CPU cooler picked for %(cpu)s (%(need)s sustained): whether it ships with a boxed cooler is unknown; without one it will not run</source>
        <translation>%(cpu)s(지속 %(need)s)의 CPU 쿨러를 고르지 않았습니다: 기본 쿨러 포함 여부를 알 수 없으며, 쿨러 없이는 동작하지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="346"/>
        <source>No CPU cooler picked: %(cpu)s ships with a boxed cooler, which runs it at stock; cooler checks skipped</source>
        <translation>CPU 쿨러를 고르지 않았습니다: %(cpu)s에는 기본 쿨러가 있어 기본 설정으로 동작합니다. 쿨러 검사는 건너뛰었습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="359"/>
        <source>No CPU cooler picked for %(cpu)s (%(need)s sustained), which ships without one: it will not run without a cooler</source>
        <translation>%(cpu)s(지속 %(need)s)의 CPU 쿨러를 고르지 않았고, 이 CPU에는 쿨러가 없습니다: 쿨러 없이는 동작하지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="365"/>
        <source>No CPU cooler picked for %(cpu)s (%(need)s sustained); CPUs rated above %(tdp)s TDP ship without a cooler: it will not run without one</source>
        <translation>%(cpu)s(지속 %(need)s)의 CPU 쿨러를 고르지 않았습니다. TDP %(tdp)s 초과 CPU에는 쿨러가 없습니다: 쿨러 없이는 동작하지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="434"/>
        <source>could not check the radiators (%(radiators)s) against %(case)s: %(what)s</source>
        <translation>라디에이터(%(radiators)s)와 %(case)s를 검사하지 못했습니다: %(what)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="441"/>
        <source>radiator size unknown for %(parts)s</source>
        <translation>%(parts)s의 라디에이터 크기를 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="445"/>
        <source>case radiator mounts unknown</source>
        <translation>케이스 라디에이터 장착 위치를 알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="456"/>
        <source>%(n)s radiators (%(radiators)s) need a mount each; %(case)s mounts %(mounts)s</source>
        <translation>라디에이터 %(n)s개(%(radiators)s)는 각각 장착 위치가 필요합니다. %(case)s의 장착 위치: %(mounts)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="469"/>
        <source>Pick a case with a mount for each radiator (%(radiators)s), or an air cooler for the CPU (same speed at stock power, lower price)</source>
        <translation>라디에이터(%(radiators)s)마다 장착 위치가 있는 케이스를 고르거나 CPU에 공랭 쿨러를 쓰세요(기본 전력에서 속도 동일, 가격 저렴)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="489"/>
        <source>Pick a cooler rated for at least %(need)s</source>
        <translation>정격 %(need)s 이상의 쿨러를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="238"/>
        <source>could not check %(cooler)s&apos;s radiator against %(case)s: radiator size unknown</source>
        <translation>%(cooler)s의 라디에이터를 %(case)s와 비교하지 못했습니다: 라디에이터 크기를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="199"/>
        <source>%(cooler)s is a low-profile cooler (%(height)s tall, no heat rating published); such coolers hold a CPU near %(held)s, and %(cpu)s draws up to %(need)s: it will throttle under long loads (about %(share)s of its sustained power)</source>
        <translation>%(cooler)s는 로우 프로파일 쿨러입니다(높이 %(height)s, 방열 정격 미공개). 이런 쿨러는 CPU를 약 %(held)s까지만 식히는데 %(cpu)s는 최대 %(need)s를 씁니다: 긴 부하에서 스로틀링됩니다(지속 전력의 약 %(share)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="216"/>
        <source>Pick a tower cooler or an AIO that fits the case, or a CPU that draws at most %(held)s</source>
        <translation>케이스에 맞는 타워형 쿨러나 일체형 수랭 쿨러, 또는 최대 %(held)s를 쓰는 CPU를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="243"/>
        <source>could not check %(cooler)s&apos;s radiator against %(case)s: case radiator mounts unknown</source>
        <translation>%(cooler)s의 라디에이터를 %(case)s와 비교하지 못했습니다: 케이스의 라디에이터 장착 위치를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="259"/>
        <source>%(cooler)s&apos;s radiator is %(size)s mm; %(case)s mounts at most %(limit)s mm (%(mounts)s)</source>
        <translation>%(cooler)s의 라디에이터는 %(size)s mm인데 %(case)s에는 최대 %(limit)s mm까지 장착할 수 있습니다(%(mounts)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="265"/>
        <source>%(cooler)s&apos;s radiator is %(size)s mm; %(case)s has no radiator mount (%(limit)s mm)</source>
        <translation>%(cooler)s의 라디에이터는 %(size)s mm입니다. %(case)s에는 라디에이터 장착 위치가 없습니다(%(limit)s mm)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cooling.py" line="280"/>
        <source>Pick a cooler with a radiator of at most %(limit)s mm, or an air cooler</source>
        <translation>라디에이터가 %(limit)s mm 이하인 쿨러나 공랭 쿨러를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="14"/>
        <source>32 GB for 1 GPU, 64 for 2, 128 for 4, 256 ECC for 8</source>
        <translation>그래픽 카드 1장에 32 GB, 2장에 64, 4장에 128, 8장에 ECC 256</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="35"/>
        <source>Add memory: at least %(total)s, ideally %(ideal)s (GPU speed and power stay the same; loading checkpoints and pinned-memory data loaders stop swapping)</source>
        <translation>메모리 추가: 최소 %(total)s, 권장 %(ideal)s (GPU 속도와 전력은 그대로; 체크포인트 로딩과 고정 메모리 데이터 로더가 더 이상 스왑하지 않음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="51"/>
        <source>%(ram)s of system RAM is less than one %(gpu)s&apos;s %(vram)s of VRAM: loading checkpoints and pinned-memory data loaders will swap (reference: %(ref)s)</source>
        <translation>시스템 메모리 %(ram)s가 %(gpu)s 한 장의 VRAM %(vram)s보다 적습니다. 체크포인트 로딩과 고정 메모리 데이터 로더가 스왑을 쓰게 됩니다(참고: %(ref)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="69"/>
        <source>%(ram)s of system RAM for %(total)s of total VRAM: at least as much RAM as VRAM is recommended (reference: %(ref)s)</source>
        <translation>시스템 메모리 %(ram)s, VRAM 합계 %(total)s: 시스템 메모리는 최소한 VRAM만큼 두는 것이 좋습니다(참고: %(ref)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="86"/>
        <source>%(ram)s of system RAM for %(total)s of VRAM: enough; about %(ideal)s (2×) is comfortable for large datasets and checkpoints</source>
        <translation>시스템 메모리 %(ram)s, VRAM %(total)s: 충분합니다. 대형 데이터셋과 체크포인트에는 약 %(ideal)s(2×)가 여유롭습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="108"/>
        <source>%(cpu)s&apos;s thread count is unknown: check it has at least %(need)s threads (%(wanted)s per GPU for on-the-fly preprocessing)</source>
        <translation>%(cpu)s의 스레드 수를 알 수 없습니다. 스레드가 %(need)s개 이상인지 확인하세요(실시간 전처리에는 그래픽 카드당 %(wanted)s개)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="128"/>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="185"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="141"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="579"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="622"/>
        <source>%(n)s GPU</source>
        <translation>그래픽 카드 %(n)s장</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="129"/>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="186"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="142"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="580"/>
        <location filename="../../dlbox/core/rules/pcie.py" line="623"/>
        <source>%(n)s GPUs</source>
        <translation>그래픽 카드 %(n)s장</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="137"/>
        <source>Pick a CPU with at least %(need)s threads, or preprocess the dataset ahead of time</source>
        <translation>스레드가 %(need)s개 이상인 CPU를 고르거나 데이터셋을 미리 전처리하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="150"/>
        <source>%(cpu)s has %(threads)s threads for %(gpus)s (%(per_gpu)s per GPU); on-the-fly preprocessing wants ≥ %(wanted)s per GPU: data loading will starve the GPUs</source>
        <translation>%(cpu)s의 스레드 %(threads)s개로 %(gpus)s를 맡습니다(장당 %(per_gpu)s개). 실시간 전처리에는 그래픽 카드당 ≥ %(wanted)s개가 필요합니다: 데이터 로딩이 그래픽 카드를 놀게 만듭니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="156"/>
        <source>%(cpu)s has %(threads)s threads for %(gpus)s (%(per_gpu)s per GPU); on-the-fly preprocessing wants ≥ %(wanted)s per GPU</source>
        <translation>%(cpu)s의 스레드 %(threads)s개로 %(gpus)s를 맡습니다(장당 %(per_gpu)s개). 실시간 전처리에는 그래픽 카드당 ≥ %(wanted)s개가 필요합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="175"/>
        <source>%(cpu)s boosts to %(clock)s GHz: with %(gpus)s, each GPU&apos;s training process leans on one CPU core (Python, kernel launches, batch collation), so single-thread speed matters; CPUs that boost to %(fast)s GHz or more keep the GPUs busier</source>
        <translation>%(cpu)s의 부스트 클럭은 %(clock)s GHz입니다. %(gpus)s로는 그래픽 카드마다 학습 프로세스가 CPU 코어 하나에 의존하므로(Python, 커널 실행, 배치 구성) 싱글 스레드 성능이 중요합니다. 부스트 클럭이 %(fast)s GHz 이상인 CPU라면 그래픽 카드를 더 쉬지 않고 돌릴 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="214"/>
        <source>%(gpus)s: different listings of the same chip; fine together</source>
        <translation>%(gpus)s: 같은 칩의 다른 제품이라 함께 써도 괜찮습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="229"/>
        <source>Mixed GPUs: a data-parallel job runs every card at the pace of %(slow)s (%(slow_rate)s vs %(fast_rate)s %(unit)s on %(fast)s; memory bandwidth %(slow_bw)s vs %(fast_bw)s GB/s) and the batch is limited by %(small)s&apos;s %(vram)s</source>
        <translation>그래픽 카드 혼용: 데이터 병렬 작업은 모든 카드를 %(slow)s의 속도로 돌립니다(%(slow_rate)s 대 %(fast)s의 %(fast_rate)s %(unit)s, 메모리 대역폭 %(slow_bw)s 대 %(fast_bw)s GB/s). 배치 크기도 %(small)s의 %(vram)s로 제한됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="249"/>
        <source>Use identical GPUs, or run separate jobs per GPU model</source>
        <translation>같은 그래픽 카드를 쓰거나 모델별로 작업을 따로 돌리세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="267"/>
        <source>%(gpu)s supports an NVLink bridge%(bw)s: pairs of cards can use one; the bridge must match the slot spacing</source>
        <translation>%(gpu)s은(는) NVLink 브리지%(bw)s를 지원합니다. 카드 두 장마다 하나씩 쓸 수 있으며, 브리지는 슬롯 간격에 맞아야 합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="281"/>
        <source>%(gpus)s: no NVLink and no PCIe peer-to-peer; GPU-to-GPU traffic goes through system memory</source>
        <translation>%(gpus)s: NVLink도 PCIe P2P도 없어 그래픽 카드 간 통신이 시스템 메모리를 거칩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="300"/>
        <source>%(gpu)s (Pascal GeForce) runs FP16 at 1/64 of FP32 (%(fp32)s → %(fp16)s TFLOPS): mixed precision saves memory but not time; train in FP32</source>
        <translation>%(gpu)s(Pascal GeForce)의 FP16 속도는 FP32의 1/64입니다(%(fp32)s → %(fp16)s TFLOPS). 혼합 정밀도는 메모리는 아끼지만 시간은 아끼지 못하니 FP32로 학습하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="323"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="328"/>
        <source>%(gpu)s does %(rate)s FP64 TFLOPS vs %(fp32)s FP32: slow for double-precision scientific code</source>
        <translation>%(gpu)s의 FP64는 %(rate)s TFLOPS, FP32는 %(fp32)s입니다. 배정밀도 과학 계산에는 느립니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="376"/>
        <source>≈ %(n)s small files/s</source>
        <translation>초당 작은 파일 약 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="378"/>
        <source>a few hundred small files/s at best</source>
        <translation>많아야 초당 작은 파일 수백 개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="386"/>
        <source>Keep training data on %(fast)s: %(slow)s reads %(limit)s (random reads of many small files)</source>
        <translation>학습 데이터는 %(fast)s에 두세요. %(slow)s은(는) %(limit)s를 읽습니다(작은 파일 다수의 랜덤 읽기)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="400"/>
        <source>the %(dataset)s dataset is larger than the %(ssd)s of SSD</source>
        <translation>%(dataset)s 데이터셋이 SSD %(ssd)s보다 큽니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="407"/>
        <source>the only storage is a hard disk</source>
        <translation>저장 장치가 하드 디스크뿐입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="412"/>
        <source> and does not fit in %(ram)s of RAM cache</source>
        <translation>. 또한 메모리 캐시 %(ram)s에도 들어가지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="418"/>
        <source>%(where)s%(ram_note)s: %(slow)s reads %(limit)s, while one modern GPU trains on thousands of images per second</source>
        <translation>%(where)s%(ram_note)s: %(slow)s은(는) %(limit)s를 읽는데, 최신 그래픽 카드 한 장은 초당 수천 장의 이미지를 학습합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="431"/>
        <source>Add an NVMe SSD for the training set (or pack small files into large shards)</source>
        <translation>학습 세트용 NVMe SSD를 추가하세요(또는 작은 파일을 큰 샤드로 묶으세요)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="453"/>
        <source>%(cpu)s&apos;s integrated graphics is unknown and no GPU in the build has a display connector: check the box has a display output, or run it headless (SSH)</source>
        <translation>%(cpu)s의 내장 그래픽 여부를 알 수 없고, 구성의 어떤 그래픽 카드에도 디스플레이 단자가 없습니다. 본체에 화면 출력이 있는지 확인하거나 모니터 없이(SSH) 운용하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="460"/>
        <source>No display output: %(cpu)s has no integrated graphics and the GPUs have no display connectors; install and run the machine headless (SSH)</source>
        <translation>화면 출력 없음: %(cpu)s에는 내장 그래픽이 없고 그래픽 카드에도 디스플레이 단자가 없습니다. 모니터 없이(SSH) 설치하고 운용하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="466"/>
        <source>No display output: %(cpu)s has no integrated graphics and the GPU has no display connector; install and run the machine headless (SSH)</source>
        <translation>화면 출력 없음: %(cpu)s에는 내장 그래픽이 없고 그래픽 카드에도 디스플레이 단자가 없습니다. 모니터 없이(SSH) 설치하고 운용하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="479"/>
        <source>%(cpu)s has no integrated graphics, so %(gpu)s also drives the displays: the desktop takes some of its VRAM and GPU time — connect monitors to the last GPU and train on the others</source>
        <translation>%(cpu)s에는 내장 그래픽이 없어 %(gpu)s이(가) 화면 출력도 맡습니다. 데스크톱이 VRAM과 GPU 시간을 일부 씁니다 — 모니터는 마지막 그래픽 카드에 연결하고 나머지로 학습하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/dl_fit.py" line="486"/>
        <source>%(cpu)s has no integrated graphics, so %(gpu)s also drives the displays: the desktop takes some of its VRAM and GPU time</source>
        <translation>%(cpu)s에는 내장 그래픽이 없어 %(gpu)s이(가) 화면 출력도 맡습니다. 데스크톱이 VRAM과 GPU 시간을 일부 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="31"/>
        <source>gradient checkpointing, LoRA/QLoRA, ZeRO across the GPUs, or GPUs with more memory</source>
        <translation>그래디언트 체크포인팅, LoRA/QLoRA, 그래픽 카드 간 ZeRO, 또는 메모리가 더 큰 그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="81"/>
        <source>%(model)s decoding</source>
        <translation>%(model)s 디코딩</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="85"/>
        <source>%(model)s training (seq %(seq)s)</source>
        <translation>%(model)s 학습(시퀀스 %(seq)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="104"/>
        <source>could not estimate memory for %(name)s: %(error)s</source>
        <translation>%(name)s의 메모리 사용량을 추정하지 못했습니다: %(error)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="120"/>
        <source>CPU offload puts %(host)s of %(name)s&apos;s training state in system RAM; the build has %(ram)s</source>
        <translation>CPU 오프로드는 %(name)s의 학습 상태 %(host)s를 시스템 RAM에 둡니다. 이 구성의 RAM은 %(ram)s입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="130"/>
        <source>Add memory, or offload less</source>
        <translation>메모리를 늘리거나 오프로드를 줄이세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="136"/>
        <source>%(name)s needs ≈ %(need)s per GPU of the %(usable)s usable: within the memory model&apos;s ±%(band)s error, so it may not fit</source>
        <translation>%(name)s는 GPU당 약 %(need)s가 필요하고 사용 가능한 양은 %(usable)s입니다: 메모리 모델 오차 ±%(band)s 안이라 맞지 않을 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="158"/>
        <source>≈ %(memory)s per GPU</source>
        <translation>그래픽 카드당 약 %(memory)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="160"/>
        <source>more memory</source>
        <translation>더 많은 메모리</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="164"/>
        <source>%(vram)s usable</source>
        <translation>사용 가능 %(vram)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="171"/>
        <source> at batch %(batch)s</source>
        <translation>(배치 %(batch)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="184"/>
        <source>%(name)s needs %(need)s even at batch 1: %(gpu)s has %(vram)s</source>
        <translation>%(name)s은(는) 배치 1에서도 %(need)s가 필요한데 %(gpu)s은(는) %(vram)s입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="188"/>
        <source>%(name)s needs %(need)s%(at)s and does not fit even at batch 1: %(gpu)s has %(vram)s</source>
        <translation>%(name)s에는 %(need)s%(at)s가 필요하며 배치 1에서도 들어가지 않습니다. %(gpu)s은(는) %(vram)s입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="202"/>
        <source>Use %(remedies)s</source>
        <translation>%(remedies)s를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="214"/>
        <source>%(name)s needs %(need)s%(at)s; %(gpu)s has %(vram)s: the largest batch that fits is %(batch)s per GPU</source>
        <translation>%(name)s에는 %(need)s%(at)s가 필요한데 %(gpu)s은(는) %(vram)s입니다. 그래픽 카드당 들어가는 최대 배치는 %(batch)s입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="229"/>
        <source>Lower the batch (with gradient accumulation), or use %(remedies)s</source>
        <translation>배치를 줄이거나(그래디언트 누적과 함께) %(remedies)s를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="259"/>
        <source>%(name)s with %(context)s tokens of context needs %(need)s; %(gpu)s has %(vram)s: the longest context that fits one stream is %(longest)s tokens</source>
        <translation>%(name)s은(는) 컨텍스트 %(context)s 토큰에서 %(need)s이(가) 필요합니다. %(gpu)s에는 %(vram)s뿐입니다: 스트림 하나에 들어가는 가장 긴 컨텍스트는 %(longest)s 토큰입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="265"/>
        <source>%(name)s with %(context)s tokens of context × %(streams)s concurrent streams needs %(need)s; %(gpu)s has %(vram)s: the longest context that fits %(streams)s streams is %(longest)s tokens</source>
        <translation>%(name)s은(는) 컨텍스트 %(context)s 토큰 × 동시 스트림 %(streams)s개에서 %(need)s이(가) 필요합니다. %(gpu)s에는 %(vram)s뿐입니다: 스트림 %(streams)s개에 들어가는 가장 긴 컨텍스트는 %(longest)s 토큰입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="284"/>
        <source>Use a context of %(tokens)s tokens</source>
        <translation>컨텍스트를 %(tokens)s 토큰으로 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/workload_fit.py" line="298"/>
        <source>whether a training workload fits in VRAM (no workload chosen)</source>
        <translation>학습 작업이 VRAM에 들어가는지 여부(작업을 고르지 않음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="48"/>
        <source>speed %(change)s</source>
        <translation>속도 %(change)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="57"/>
        <source>price %(change)s</source>
        <translation>가격 %(change)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="64"/>
        <source>power %(change)s</source>
        <translation>전력 %(change)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="53"/>
        <source>price unknown</source>
        <translation>가격 미상</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/effects.py" line="69"/>
        <source>no change in speed, price or power</source>
        <translation>속도, 가격, 전력 변화 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/compat.py" line="893"/>
        <source>As another PSU, %(name)s (%(psu)s) is too small: it would feed at least %(need)s of GPU cable power so that PSU 1 stays within its rating</source>
        <translation>추가 파워로는 %(name)s(%(psu)s)이(가) 너무 작습니다: 파워 1이 정격을 넘지 않으려면 적어도 %(need)s의 GPU 케이블 전력을 공급해야 합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/compat.py" line="921"/>
        <source>As another PSU, %(name)s has %(has)s PCIe 8-pin and %(native)s native 16-pin: too few for any set of cards it would take over so that PSU 1 stays within its rating (the lightest set, %(cards)s, needs %(eight)s PCIe 8-pin)</source>
        <translation>추가 PSU로서 %(name)s에는 PCIe 8핀 %(has)s개와 네이티브 16핀 %(native)s개가 있어, PSU 1을 정격 이내로 만드는 어떤 GPU 묶음도 맡기에 부족함(가장 가벼운 묶음 %(cards)s에 PCIe 8핀 %(eight)s개 필요)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="37"/>
        <source>%(n)s PSU cable</source>
        <translation>파워 케이블 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="38"/>
        <source>%(n)s PSU cables</source>
        <translation>파워 케이블 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="45"/>
        <source>%(n)s 12 V rail</source>
        <translation>12 V 레일 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="46"/>
        <source>%(n)s 12 V rails</source>
        <translation>12 V 레일 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="95"/>
        <source>%(gpu)s: its %(plugs)s PCIe power plugs hang on %(cables)s (Y-split or daisy-chained): about %(load)s through one cable rated for %(rated)s; the PSU may shut down under load</source>
        <translation>%(gpu)s: PCIe 전원 플러그 %(plugs)s개가 %(cables)s에 물려 있습니다(Y 분기 또는 데이지 체인). 정격 %(rated)s인 케이블 하나로 약 %(load)s가 흐르므로 부하 시 파워가 꺼질 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="111"/>
        <source>Run one PSU cable to each 8-pin plug (%(plugs)s cables for %(gpu)s): no speed or price cost</source>
        <translation>8핀 플러그마다 파워 케이블을 하나씩 연결하세요(%(gpu)s에 %(plugs)s개): 속도나 비용 손해가 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="133"/>
        <source>; or cap it at %(fraction)s of board power (%(stock)s → %(capped)s, e.g. nvidia-smi -pl): about %(speed)s× training speed</source>
        <translation>; 또는 보드 전력의 %(fraction)s로 제한하세요(%(stock)s → %(capped)s, 예: nvidia-smi -pl). 학습 속도는 약 %(speed)s×</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="165"/>
        <source>%(gpu)s draws about %(load)s through its cables; one 12 V rail of %(psu)s gives %(rail)s (%(amps)s A): feed it from at least %(need)s rails (the build does not say which rails feed it)</source>
        <translation>%(gpu)s는 케이블로 약 %(load)s를 씁니다. %(psu)s의 12 V 레일 하나는 %(rail)s(%(amps)s A)만 줍니다. 최소 %(need)s개 레일에서 전원을 받으세요(빌드에 어느 레일인지 적혀 있지 않습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="190"/>
        <source>%(gpu)s draws about %(load)s through its cables on %(rails)s of %(psu)s: about %(per)s per rail, whose limit is %(rail)s (%(amps)s A); its over-current protection shuts the PSU down under load</source>
        <translation>%(gpu)s는 %(psu)s의 %(rails)s에 연결된 케이블로 약 %(load)s를 씁니다. 레일당 약 %(per)s로 한도 %(rail)s(%(amps)s A)를 넘어 부하 시 과전류 보호가 파워를 끕니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="209"/>
        <source>Move some of its cables to another 12 V rail (%(need)s rails carry it)%(cap)s; or a single-rail PSU</source>
        <translation>일부 케이블을 다른 12 V 레일로 옮기세요(레일 %(need)s개가 필요)%(cap)s. 또는 싱글 레일 파워를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="215"/>
        <source>Feed it from another 12 V rail too (%(need)s rails carry it)%(cap)s; or a single-rail PSU</source>
        <translation>다른 12 V 레일에서도 전원을 끌어오세요(레일 %(need)s개가 필요)%(cap)s. 또는 싱글 레일 파워를 쓰세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="238"/>
        <source>PCIe cable runs: whether each of %(gpu)s&apos;s %(n)s power plugs has its own PSU cable (not a Y-split or daisy chain); the build does not say (Power cables per card on the GPU line)</source>
        <translation>PCIe 케이블 배선: %(gpu)s의 전원 플러그 %(n)s개가 각각 별도의 PSU 케이블을 쓰는지(Y 분기나 데이지 체인이 아닌지) 구성에 나와 있지 않습니다(그래픽 카드 줄의 카드당 전원 케이블)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/cables.py" line="252"/>
        <source>12 V rails: which of %(psu)s&apos;s rails (%(amps)s A each) feed %(gpu)s; the build does not say (12 V rails per card on the GPU line)</source>
        <translation>12 V 레일: %(psu)s의 어느 레일(각 %(amps)s A)이 %(gpu)s에 전원을 공급하는지 구성에 나와 있지 않습니다(그래픽 카드 줄의 카드당 12 V 레일)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="99"/>
        <source>the card model is not named, so its height and plug edge are unknown</source>
        <translation>카드 모델이 지정되지 않아 높이와 플러그 위치를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="107"/>
        <source>which edge of the card its 16-pin plug sits on is unknown</source>
        <translation>16핀 플러그가 카드의 어느 가장자리에 있는지 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="116"/>
        <source>%(case)s&apos;s GPU length limit is unknown (the plug faces the case front)</source>
        <translation>%(case)s의 그래픽 카드 길이 한도를 알 수 없습니다(플러그가 케이스 앞쪽을 향함)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="125"/>
        <source>the card&apos;s length is unknown (the plug faces the case front)</source>
        <translation>카드 길이를 알 수 없습니다(플러그가 케이스 앞쪽을 향함)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="133"/>
        <source>the card&apos;s height is unknown (the plug faces the side panel)</source>
        <translation>카드 높이를 알 수 없습니다(플러그가 측면 패널을 향함)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="143"/>
        <source>%(case)s is not a tower and the tallest card it takes is unknown, so nothing bounds the room beside the card</source>
        <translation>%(case)s는 타워 케이스가 아니고 들어가는 가장 높은 카드의 높이도 알 수 없어, 카드 옆 공간을 정할 기준이 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="153"/>
        <source>%(case)s&apos;s CPU cooler limit (the room to the side panel) is unknown</source>
        <translation>%(case)s의 CPU 쿨러 높이 한도(측면 패널까지의 공간)를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="179"/>
        <source>%(gpu)s&apos;s 16-pin plug faces the case front: %(case)s takes cards up to %(limit)s and the card is %(length)s, leaving %(left)s for the cable where %(straight)s mm should run straight before any bend (bent at the plug, such plugs have melted)</source>
        <translation>%(gpu)s의 16핀 플러그는 케이스 앞쪽을 향합니다: %(case)s는 최대 %(limit)s 길이의 카드를 수용하고 카드 길이는 %(length)s이므로 케이블에 %(left)s만 남습니다. 꺾기 전에 %(straight)s mm는 곧게 뻗어야 합니다(플러그에서 꺾인 이런 플러그가 녹은 적이 있습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="194"/>
        <source>Pick a case that takes cards of at least %(need)s (speed, power and the card unchanged; only the case&apos;s price changes)</source>
        <translation>최소 %(need)s 길이의 카드를 수용하는 케이스를 고르세요(속도, 전력, 카드는 그대로이고 케이스 가격만 달라집니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="206"/>
        <source>%(gpu)s&apos;s 16-pin plug sits on its top edge: the card is %(height)s tall and %(case)s takes cards up to %(limit)s tall, leaving about %(left)s where %(straight)s mm of cable should run straight before any bend (pressed against the panel, such plugs have melted)</source>
        <translation>%(gpu)s의 16핀 플러그는 카드 윗면에 있습니다: 카드 높이는 %(height)s이고 %(case)s에는 높이 %(limit)s까지의 카드가 들어가므로 약 %(left)s만 남습니다. 꺾기 전에 케이블 %(straight)s mm는 곧게 뻗어야 합니다(패널에 눌린 이런 플러그가 녹은 적이 있습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="213"/>
        <source>Use a 16-pin cable from the PSU&apos;s maker whose plug is angled at the card (no effect on speed or power), or pick a case that takes cards at least %(need)s tall (speed, power and the card unchanged; only the case&apos;s price changes)</source>
        <translation>카드 쪽 플러그가 꺾인 PSU 제조사의 16핀 케이블을 쓰거나(속도와 전력에 영향 없음), 높이 %(need)s 이상의 카드가 들어가는 케이스를 고르세요(속도, 전력, 카드는 그대로이고 케이스 가격만 달라집니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="222"/>
        <source>%(gpu)s&apos;s 16-pin plug faces the side panel: the card is %(height)s tall and %(case)s has about %(limit)s from the board to the panel (its CPU cooler limit), leaving about %(left)s where %(straight)s mm of cable should run straight before any bend (pressed against the panel, such plugs have melted)</source>
        <translation>%(gpu)s의 16핀 플러그는 측면 패널을 향합니다: 카드 높이는 %(height)s이고 %(case)s는 보드에서 패널까지 약 %(limit)s(CPU 쿨러 높이 한도)라 약 %(left)s만 남습니다. 꺾기 전에 케이블 %(straight)s mm는 곧게 뻗어야 합니다(패널에 눌린 이런 플러그가 녹은 적이 있습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/bend_room.py" line="230"/>
        <source>Pick a tower with at least %(need)s of CPU cooler clearance (speed, power and the card unchanged; only the case&apos;s price changes), or a 16-pin cable from the PSU&apos;s maker whose plug is angled at the card (no effect on speed or power)</source>
        <translation>CPU 쿨러 높이 한도가 최소 %(need)s인 타워 케이스를 고르거나(속도, 전력, 카드는 그대로이고 케이스 가격만 달라집니다), 카드 쪽 플러그가 꺾인 PSU 제조사의 16핀 케이블을 쓰세요(속도와 전력에 영향 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="41"/>
        <source>PSU %(n)s (%(name)s)</source>
        <translation>PSU %(n)s(%(name)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="52"/>
        <source>PCIe 8-pin</source>
        <translation>PCIe 8핀</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="54"/>
        <source>native 16-pin (12V-2x6)</source>
        <translation>네이티브 16핀(12V-2x6)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="57"/>
        <source>EPS 8-pin</source>
        <translation>EPS 8핀</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="64"/>
        <source>%(n)s × %(name)s</source>
        <translation>%(n)s × %(name)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="70"/>
        <source>GPU power connectors: %(psu)s, feeding %(gpus)s: its %(what)s counts are unknown, so its cables were not counted</source>
        <translation>그래픽 카드 전원 커넥터: %(gpus)s에 전원을 공급하는 %(psu)s의 %(what)s 개수를 알 수 없어 케이블을 세지 않았습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="76"/>
        <source>GPU power connectors: %(psu)s, feeding %(gpus)s: its %(what)s count is unknown, so its cables were not counted</source>
        <translation>그래픽 카드 전원 커넥터: %(gpus)s에 전원을 공급하는 %(psu)s의 %(what)s 개수를 알 수 없어 케이블을 세지 않았습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="106"/>
        <source>PSU length vs case: %(psu)s&apos;s length is unknown</source>
        <translation>PSU 길이와 케이스: %(psu)s의 길이를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="115"/>
        <source>PSU length vs case: %(case)s&apos;s PSU clearance is unknown</source>
        <translation>PSU 길이와 케이스: %(case)s의 PSU 장착 길이를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="124"/>
        <source>CPU power connectors: %(psu)s&apos;s EPS 8-pin count is unknown</source>
        <translation>CPU 전원 커넥터: %(psu)s의 EPS 8핀 개수를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="133"/>
        <source>room for %(n)s PSUs in %(case)s: the catalogue records no count of PSU bays (most cases hold one; a second unit needs a dual-PSU case or a mount outside)</source>
        <translation>%(case)s에 PSU %(n)s대를 넣을 공간: 카탈로그에 PSU 베이 수가 기록되어 있지 않습니다(대부분의 케이스는 한 대만 들어가며, 두 번째 PSU에는 듀얼 PSU 케이스나 외부 장착이 필요합니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="157"/>
        <source>PSU excursion allowance of %(psu)s: its ATX version is unknown, so the GPU spikes were held to its rating (as for ATX 2.x, which allows none)</source>
        <translation>%(psu)s의 순간 과부하 허용치: ATX 버전을 알 수 없어 그래픽 카드 전력 스파이크를 정격 출력 이내로 잡았습니다(과부하를 허용하지 않는 ATX 2.x와 같이)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="171"/>
        <source>GPU power spikes %(window)s on %(psu)s: no measured figure for %(gpus)s (data/gpu_transients.csv), so their spikes were counted at a floor (steady draw or a longer peak)</source>
        <translation>%(psu)s의 %(window)s 그래픽 카드 전력 스파이크: %(gpus)s의 측정값이 없어(data/gpu_transients.csv) 하한(지속 전력 또는 더 긴 피크)으로 계산했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="187"/>
        <source>GPU power connectors: %(gpu)s&apos;s PCIe/12V-2x6/EPS input counts are unknown, so its cables were not counted</source>
        <translation>그래픽 카드 전원 커넥터: %(gpu)s의 PCIe/12V-2x6/EPS 입력 개수를 알 수 없어 케이블을 세지 않았습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="199"/>
        <source>cooler heat rating vs CPU power: %(cooler)s publishes no rating (only low-profile coolers are bounded)</source>
        <translation>쿨러 방열 정격과 CPU 전력: %(cooler)s는 정격을 공개하지 않습니다(로우 프로파일 쿨러만 한도를 둠)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="210"/>
        <source>whether %(cpu)s ships with a boxed cooler</source>
        <translation>%(cpu)s에 기본 쿨러가 포함되는지 여부</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="218"/>
        <source>radiator size of %(name)s vs the case&apos;s mounts</source>
        <translation>%(name)s의 라디에이터 크기와 케이스 장착 위치</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="226"/>
        <source>GPU slot spacing and link widths on %(board)s (slot layout unknown; only bounded by its board size and the CPU&apos;s lanes)</source>
        <translation>%(board)s의 그래픽 카드 슬롯 간격과 링크 폭(슬롯 배치를 알 수 없어 보드 크기와 CPU 레인으로만 한도를 둠)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="238"/>
        <source>GPU slot positions and link widths on %(board)s: its slot list is a best guess, not read from the manual or a review&apos;s slot table; the slot checks used that guess</source>
        <translation>%(board)s의 그래픽 카드 슬롯 위치와 링크 폭: 슬롯 목록은 설명서나 리뷰의 슬롯 표에서 읽은 것이 아닌 추정이며, 슬롯 검사는 이 추정을 사용했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="251"/>
        <source>riser cable generation/width for %(gpu)s (not given in the build)</source>
        <translation>%(gpu)s의 라이저 케이블 세대/폭(구성에 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="264"/>
        <source>the PCIe generation of %(case)s&apos;s own GPU riser cable (not stated): the card&apos;s link through it</source>
        <translation>%(case)s 자체 GPU 라이저 케이블의 PCIe 세대(명시 안 됨): 이를 거치는 카드의 링크</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="279"/>
        <source>memory speed by DIMMs per channel: %(cpu)s&apos;s channel count is unknown</source>
        <translation>채널당 DIMM 수에 따른 메모리 속도: %(cpu)s의 채널 수를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="294"/>
        <source>memory speed at two DIMMs per channel on %(socket)s %(kind)s (no vendor figure recorded)</source>
        <translation>%(socket)s %(kind)s에서 채널당 DIMM 2개일 때의 메모리 속도(제조사 수치가 기록되지 않음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="309"/>
        <source>memory speed at two DIMMs per channel on %(socket)s %(kind)s: the figure depends on module rank, unknown for %(kits)s</source>
        <translation>%(socket)s %(kind)s에서 채널당 DIMM 2개일 때의 메모리 속도: 수치가 모듈 랭크에 따라 달라지는데 %(kits)s의 랭크를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="324"/>
        <source>16-pin cable bend room: %(mm)s mm of straight cable from the plug to the panel it faces (no case is picked)</source>
        <translation>16핀 케이블 꺾임 공간: 플러그에서 마주한 패널까지 케이블 %(mm)s mm를 곧게 두어야 합니다(케이스를 고르지 않음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="336"/>
        <source>16-pin cable bend room at %(gpu)s (%(mm)s mm of straight cable from the plug, Seasonic&apos;s guidance): %(reason)s</source>
        <translation>%(gpu)s의 16핀 케이블 꺾임 공간(Seasonic 권장: 플러그에서 케이블 %(mm)s mm는 곧게): %(reason)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="359"/>
        <source>GPU length vs case at %(gpu)s: the card model is not named, so the catalogue card&apos;s %(length)s only stands in for it against %(case)s&apos;s %(limit)s (partner cards of one chip differ in length)</source>
        <translation>%(gpu)s의 그래픽 카드 길이와 케이스: 카드 모델이 적혀 있지 않아 카탈로그 카드의 %(length)s를 대신 %(case)s의 %(limit)s와 비교했을 뿐입니다(같은 칩이라도 제조사 카드마다 길이가 다릅니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="379"/>
        <source>GPU height vs case: %(gpu)s&apos;s height is unknown; %(case)s takes cards up to %(limit)s tall</source>
        <translation>그래픽 카드 높이와 케이스: %(gpu)s의 높이를 알 수 없습니다. %(case)s에는 높이 %(limit)s까지의 카드가 들어갑니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="392"/>
        <source>GPU height vs case at %(gpu)s: the card model is not named, so the catalogue card&apos;s %(height)s only stands in for it against %(case)s&apos;s %(limit)s</source>
        <translation>%(gpu)s의 그래픽 카드 높이와 케이스: 카드 모델이 적혀 있지 않아 카탈로그 카드의 %(height)s를 대신 %(case)s의 %(limit)s와 비교했을 뿐입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="408"/>
        <source>GPU length vs case: %(case)s&apos;s GPU clearance is unknown</source>
        <translation>그래픽 카드 길이와 케이스: %(case)s의 그래픽 카드 장착 길이를 알 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/unchecked.py" line="417"/>
        <source>expansion slots: %(case)s&apos;s count is unknown</source>
        <translation>확장 슬롯: %(case)s의 슬롯 수를 알 수 없습니다</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="35"/>
        <source>%1 error</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="35"/>
        <source>%1 errors</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="37"/>
        <source>%1 warning</source>
        <translation>경고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="38"/>
        <source>%1 warnings</source>
        <translation>경고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="40"/>
        <source>%1 note</source>
        <translation>참고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="40"/>
        <source>%1 notes</source>
        <translation>참고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="148"/>
        <source>Checking the build…</source>
        <translation>구성 점검 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="157"/>
        <source>The compatibility check failed: %1</source>
        <translation>호환성 검사 실패: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="161"/>
        <source>The compatibility check is not available in this version.</source>
        <translation>이 버전에서는 호환성 검사를 사용할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="173"/>
        <source>No problems found.</source>
        <translation>문제가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="183"/>
        <source>%1 things are not checked (hover)</source>
        <translation>검사하지 않은 항목 %1개 (마우스를 올려 보기)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="191"/>
        <source>Not checked:</source>
        <translation>검사하지 않음:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="201"/>
        <source>show part</source>
        <translation>부품 보기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="206"/>
        <source>fix: use %1</source>
        <translation>해결: %1 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="233"/>
        <source>To start: double-click a part in the catalogue (or drag it into the build); or open an example build (%1); or let the planner pick the parts for your job and budget (%2).</source>
        <translation>시작하려면: 부품 목록에서 부품을 두 번 클릭하세요(또는 구성으로 끌어 오세요). 예제 구성을 열거나(%1), 작업과 예산에 맞춰 계획 도구가 부품을 고르게 할 수도 있습니다(%2).</translation>
    </message>
</context>
<context>
    <name>GpuRigDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="55"/>
        <source>Power and risers: %1</source>
        <translation>전원 및 라이저: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="64"/>
        <source>Units on PSU 1 (feeds the board)</source>
        <translation>PSU 1에 연결된 개수(메인보드에도 공급)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="73"/>
        <source>Units on PSU %1</source>
        <translation>PSU %1에 연결된 개수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="79"/>
        <source>One PSU in the build: raise the PSU line&apos;s quantity, or select another PSU in the catalogue and use Edit ▸ Add as Another PSU, to split the GPUs between PSUs.</source>
        <translation>구성에 파워 서플라이가 하나뿐입니다: 파워 줄의 수량을 늘리거나, 카탈로그에서 다른 파워를 선택하고 편집 ▸ 다른 파워 서플라이로 추가를 사용해 GPU를 여러 파워에 나누세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="92"/>
        <source>Units on riser cables</source>
        <translation>라이저 케이블에 꽂은 개수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="95"/>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="104"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="101"/>
        <source>Riser generation</source>
        <translation>라이저 세대</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="110"/>
        <source>Riser width</source>
        <translation>라이저 폭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="112"/>
        <source>Risers start in M.2 slots (M.2-to-PCIe adapters)</source>
        <translation>라이저가 M.2 슬롯에서 시작 (M.2-PCIe 어댑터)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="121"/>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="136"/>
        <source>not stated</source>
        <translation>명시 안 됨</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="126"/>
        <source>Separate PSU cables that end in each card&apos;s PCIe 6/8-pin plugs; a Y-split or daisy-chained cable feeding two plugs counts once</source>
        <translation>각 카드의 PCIe 6/8핀 플러그로 가는 별도 파워 케이블 수. 플러그 두 개에 물린 Y 분기나 데이지 체인 케이블은 하나로 셉니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="133"/>
        <source>PSU cables per card</source>
        <translation>카드당 파워 케이블 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="141"/>
        <source>Separate 12 V rails of a multi-rail or workstation PSU that feed each card&apos;s cables</source>
        <translation>멀티 레일 또는 워크스테이션 파워에서 각 카드의 케이블에 전원을 주는 별도 12 V 레일 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="148"/>
        <source>12 V rails per card</source>
        <translation>카드당 12 V 레일 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="150"/>
        <source>Open-frame rig (no case limits for cards on risers)</source>
        <translation>오픈 프레임(라이저의 카드는 케이스 제한 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="163"/>
        <source>Units with water blocks (custom loop)</source>
        <translation>수냉 블록 장착 수 (커스텀 루프)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="169"/>
        <source>e.g. 360, 240</source>
        <translation>예: 360, 240</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="171"/>
        <source>The custom loop&apos;s radiator sizes in mm, comma-separated; empty: no custom loop</source>
        <translation>커스텀 루프 라디에이터 크기(mm), 쉼표로 구분; 비우면 커스텀 루프 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="177"/>
        <source>Loop radiators (mm)</source>
        <translation>루프 라디에이터 (mm)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="178"/>
        <source>The loop also cools the CPU</source>
        <translation>루프가 CPU도 냉각</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="210"/>
        <source>The other PSUs feed %1 units; this line has %2.</source>
        <translation>다른 PSU가 %1개에 공급합니다. 이 줄에는 %2개가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="217"/>
        <source>Loop radiators: %1 is not a size from %2 to %3 mm.</source>
        <translation>루프 라디에이터: %1은(는) %2~%3 mm 사이의 크기가 아닙니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="224"/>
        <source>Water-blocked units need the loop&apos;s radiators (e.g. 360, 240).</source>
        <translation>수냉 블록을 단 카드는 루프의 라디에이터가 필요합니다 (예: 360, 240).</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/gpu_rig_dialog.py" line="232"/>
        <source>More 12 V rails (%1) than PSU cables (%2): each cable comes from one rail.</source>
        <translation>12 V 레일 수(%1)가 파워 케이블 수(%2)보다 많습니다. 케이블 하나는 레일 하나에서 나옵니다.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="67"/>
        <source>Parts: docyx / PCPartPicker CSV files</source>
        <translation>부품: docyx / PCPartPicker CSV 파일</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="68"/>
        <source>Price overrides: id,price,currency,price_date[,price_source]</source>
        <translation>가격 덮어쓰기: id,price,currency,price_date[,price_source]</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="130"/>
        <source>%1: cannot write the user catalogue (%2)</source>
        <translation>%1: 사용자 부품 목록을 기록할 수 없습니다 (%2)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="137"/>
        <source>%1: the import failed (%2)</source>
        <translation>%1: 가져오기에 실패했습니다 (%2)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="161"/>
        <source>Rows</source>
        <translation>행 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="161"/>
        <source>Why they were skipped</source>
        <translation>건너뛴 이유</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="166"/>
        <source>Copy Summary</source>
        <translation>요약 복사</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="183"/>
        <source>Import cancelled; nothing was written.</source>
        <translation>가져오기를 취소했습니다. 아무것도 기록하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="186"/>
        <source>Imported %1 row into your catalogue (%2).</source>
        <translation>%1개 행을 내 부품 목록으로 가져왔습니다 (%2).</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="188"/>
        <source>Imported %1 rows into your catalogue (%2).</source>
        <translation>%1개 행을 내 부품 목록으로 가져왔습니다 (%2).</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="192"/>
        <source>No row could be imported; nothing was added.</source>
        <translation>가져올 수 있는 행이 없어 아무것도 추가하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="196"/>
        <source>Rows taken: %1</source>
        <translation>가져온 행: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="199"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="204"/>
        <source>Rows skipped: %1</source>
        <translation>건너뛴 행: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="206"/>
        <source>No row was skipped.</source>
        <translation>건너뛴 행이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="217"/>
        <source>line %1</source>
        <translation>%1행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="225"/>
        <source>… and %1 more</source>
        <translation>… 외 %1건</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="251"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="460"/>
        <source>Import Parts</source>
        <translation>부품 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="259"/>
        <source>Imported parts go into your own catalogue layer, kept apart from the shipped catalogue and marked [user]. From the docyx / PCPartPicker files, graphics cards whose chip the catalogue knows, memory and drives can be taken; CPUs, boards, power supplies, cases and coolers lack the specs the checks need and are listed as skipped with the reason.</source>
        <translation>가져온 부품은 기본 제공 목록과 분리된 내 부품 목록 계층에 들어가며 [user]로 표시됩니다. docyx / PCPartPicker 파일에서는 목록에 칩이 있는 그래픽 카드, 메모리, 저장 장치를 가져올 수 있습니다. CPU, 메인보드, 파워 서플라이, 케이스, 쿨러는 검사에 필요한 사양이 없어 건너뛴 항목으로 이유와 함께 표시됩니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="272"/>
        <source>A CSV file, or a folder of the 8 category files</source>
        <translation>CSV 파일 하나 또는 분류별 파일 8개가 든 폴더</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="275"/>
        <source>File…</source>
        <translation>파일…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="277"/>
        <source>Folder…</source>
        <translation>폴더…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="303"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="421"/>
        <source>The date the prices were scraped; it becomes every imported price&apos;s date.</source>
        <translation>가격을 수집한 날짜이며, 가져온 모든 가격의 날짜가 됩니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="318"/>
        <source>Import from:</source>
        <translation>가져올 위치:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="319"/>
        <source>Kind:</source>
        <translation>종류:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="321"/>
        <source>Prices as of:</source>
        <translation>가격 기준일:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="338"/>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="342"/>
        <source>Import Another…</source>
        <translation>다른 파일 가져오기…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="375"/>
        <source>Import a CSV file</source>
        <translation>CSV 파일 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="377"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 파일 (*.csv);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="385"/>
        <source>Import a folder of PCPartPicker CSV files</source>
        <translation>PCPartPicker CSV 파일 폴더 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="399"/>
        <source>No such file or folder.</source>
        <translation>해당 파일이나 폴더가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="405"/>
        <source>Kind not recognised: %1</source>
        <translation>종류를 알아낼 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="410"/>
        <source>Detected from the columns; change it if it is wrong.</source>
        <translation>열을 보고 판단했습니다. 틀렸다면 바꾸세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="426"/>
        <source>Each row of a price-override file carries its own price_date.</source>
        <translation>가격 덮어쓰기 파일은 행마다 자체 price_date가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="458"/>
        <source>Importing %1…</source>
        <translation>%1 가져오는 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="459"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="479"/>
        <source>Importing %1: row %2 of %3…</source>
        <translation>%1 가져오는 중: %3행 중 %2행…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="522"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="612"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="636"/>
        <source>Remove Imported Parts</source>
        <translation>가져온 부품 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="527"/>
        <source>Part</source>
        <translation>부품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="528"/>
        <source>Category</source>
        <translation>분류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="529"/>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="546"/>
        <source>Also forget my %1 price override</source>
        <translation>내 가격 덮어쓰기 %1건도 삭제</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="548"/>
        <source>Also forget my %1 price overrides</source>
        <translation>내 가격 덮어쓰기 %1건도 삭제</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="556"/>
        <source>Your catalogue layer has no parts: %1 and %2 add them.</source>
        <translation>내 부품 목록 계층에 부품이 없습니다: %1 또는 %2(으)로 추가하세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="614"/>
        <source>Remove %1 part from your catalogue? Builds keep their saved copies.</source>
        <translation>내 부품 목록에서 부품 %1개를 제거할까요? 구성에는 저장된 사본이 남습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="619"/>
        <source>Remove %1 parts from your catalogue? Builds keep their saved copies.</source>
        <translation>내 부품 목록에서 부품 %1개를 제거할까요? 구성에는 저장된 사본이 남습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="563"/>
        <source>Tick All</source>
        <translation>모두 선택</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="568"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
</context>
<context>
    <name>ImportStreetPrices</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="69"/>
        <source>Cannot store the quotes: %1</source>
        <translation>가격을 저장할 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="79"/>
        <source>%1
Nothing was changed.</source>
        <translation>%1
아무것도 변경되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="98"/>
        <source>Import street prices</source>
        <translation>시중 가격 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="100"/>
        <source>Price files (*.json *.csv);;SpotWire valuator JSON (*.json);;CSV in prices.csv columns (*.csv)</source>
        <translation>가격 파일 (*.json *.csv);;SpotWire 평가 JSON (*.json);;prices.csv 열 형식 CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="124"/>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="158"/>
        <source>Import Street Prices</source>
        <translation>시중 가격 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="132"/>
        <source>Stored %1 dated quote (parts: %2; new: %3, replaced: %4); entries skipped: %5.</source>
        <translation>부품 %2개의 날짜가 있는 가격 %1건을 저장했습니다(새로 %3건, 교체 %4건). %5건은 건너뛰었습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="138"/>
        <source>Stored %1 dated quotes (parts: %2; new: %3, replaced: %4); entries skipped: %5.</source>
        <translation>부품 %2개의 날짜가 있는 가격 %1건을 저장했습니다(새로 %3건, 교체 %4건). %5건은 건너뛰었습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_street_prices.py" line="152"/>
        <source>No usable quote in %1; entries skipped: %2.</source>
        <translation>%1에 사용할 수 있는 가격이 없습니다. %2건은 건너뛰었습니다.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="73"/>
        <source>dlbox build (*.dlbox.json *.json);;All files (*)</source>
        <translation>dlbox 구성 (*.dlbox.json *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="60"/>
        <location filename="../../dlbox/ui/main_window.py" line="143"/>
        <source>Build</source>
        <translation>구성</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="61"/>
        <location filename="../../dlbox/ui/main_window.py" line="149"/>
        <source>Findings</source>
        <translation>점검 결과</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="62"/>
        <location filename="../../dlbox/ui/main_window.py" line="155"/>
        <source>Charts</source>
        <translation>차트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="63"/>
        <location filename="../../dlbox/ui/main_window.py" line="161"/>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="150"/>
        <location filename="../../dlbox/ui/main_window.py" line="203"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="229"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="231"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="206"/>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="208"/>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="229"/>
        <source>Open E&amp;xample</source>
        <translation>예제 열기(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="223"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="554"/>
        <location filename="../../dlbox/ui/main_window.py" line="242"/>
        <source>&amp;Catalogue</source>
        <translation>부품 목록(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="250"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="258"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="337"/>
        <source>Added %1</source>
        <translation>%1 추가함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="331"/>
        <location filename="../../dlbox/ui/main_window.py" line="353"/>
        <source>Added %1 as another PSU</source>
        <translation>%1을(를) 다른 파워 서플라이로 추가함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="440"/>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="441"/>
        <source>Save the changes to “%1” before closing it?</source>
        <translation>닫기 전에 ‘%1’의 변경 사항을 저장할까요?</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="471"/>
        <source>Open build</source>
        <translation>구성 열기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="481"/>
        <source>Cannot open build</source>
        <translation>구성을 열 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="499"/>
        <source>Cannot open example</source>
        <translation>예제를 열 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="511"/>
        <source>Not in catalogue — using the saved specs: %1</source>
        <translation>목록에 없음 — 저장된 사양 사용: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="518"/>
        <source>Some parts could not be loaded</source>
        <translation>일부 부품을 불러오지 못했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="536"/>
        <source>Saved specs differ from the catalogue</source>
        <translation>저장된 사양이 목록과 다릅니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="537"/>
        <source>The catalogue&apos;s entry changed since this build was saved for: %1. The build uses the saved specs.</source>
        <translation>이 구성을 저장한 뒤 목록에서 다음 부품의 항목이 바뀌었습니다: %1. 구성은 저장된 사양을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="548"/>
        <source>Update to the catalogue version</source>
        <translation>목록 버전으로 업데이트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="553"/>
        <source>Keep the saved specs</source>
        <translation>저장된 사양 유지</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="562"/>
        <source>Using the saved specs; the catalogue differs for: %1</source>
        <translation>저장된 사양을 사용 중입니다. 목록과 다른 부품: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="597"/>
        <source>Save build as</source>
        <translation>구성을 다른 이름으로 저장</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="612"/>
        <source>Cannot save</source>
        <translation>저장할 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="617"/>
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="627"/>
        <source>Export build</source>
        <translation>구성 내보내기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="637"/>
        <source>Cannot export</source>
        <translation>내보낼 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="640"/>
        <source>Exported %1</source>
        <translation>%1 내보냄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="814"/>
        <source>Catalogue: %1 parts</source>
        <translation>부품 목록: %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="818"/>
        <source> · %1 rows not loaded (Help ▸ Data Issues)</source>
        <translation> · %1개 행 불러오지 못함 (도움말 ▸ 데이터 문제)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="833"/>
        <source>Build: %1 parts, %2</source>
        <translation>구성: 부품 %1개, %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="844"/>
        <source> + %1 (no rate)</source>
        <translation> + %1 (환율 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="848"/>
        <source>Check: checking…</source>
        <translation>점검: 점검 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="857"/>
        <source>Check: %1, %2</source>
        <translation>점검: %1, %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="861"/>
        <source>Check: no problems</source>
        <translation>점검: 문제 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="966"/>
        <source>Saved %1 to your catalogue</source>
        <translation>%1을(를) 내 부품 목록에 저장했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="979"/>
        <location filename="../../dlbox/ui/main_window.py" line="990"/>
        <source>Every catalogue row loaded.</source>
        <translation>모든 목록 행을 불러왔습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="983"/>
        <source>… and %1 more</source>
        <translation>… 외 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="989"/>
        <location filename="../../dlbox/ui/main_window.py" line="995"/>
        <source>Data issues</source>
        <translation>데이터 문제</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="999"/>
        <source>%1 rows could not be loaded.</source>
        <translation>%1개 행을 불러오지 못했습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1160"/>
        <source>%1 error</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1160"/>
        <source>%1 errors</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1164"/>
        <source>%1 warning</source>
        <translation>경고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1166"/>
        <source>%1 warnings</source>
        <translation>경고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="1057"/>
        <source>The saved layout did not fit this screen; the default layout is back (View ▸ Reset Layout does this any time)</source>
        <translation>저장된 레이아웃이 이 화면에 맞지 않아 기본 레이아웃으로 되돌렸습니다(보기 ▸ 레이아웃 초기화로 언제든 가능)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="580"/>
        <source>Update %1 part to the catalogue version</source>
        <translation>부품 %1개를 목록 버전으로 업데이트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="582"/>
        <source>Update %1 parts to the catalogue version</source>
        <translation>부품 %1개를 목록 버전으로 업데이트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="940"/>
        <source>Imported %1 row into your catalogue</source>
        <translation>내 부품 목록에 %1개 행을 가져왔습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="942"/>
        <source>Imported %1 rows into your catalogue</source>
        <translation>내 부품 목록에 %1개 행을 가져왔습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="997"/>
        <source>1 row could not be loaded.</source>
        <translation>1개 행을 불러오지 못했습니다.</translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="33"/>
        <source>weights</source>
        <translation>가중치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="34"/>
        <source>FP32 master</source>
        <translation>FP32 마스터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="35"/>
        <source>gradients</source>
        <translation>그래디언트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="36"/>
        <source>optimizer</source>
        <translation>옵티마이저</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="37"/>
        <source>gathered layers, buffers</source>
        <translation>수집된 레이어·버퍼</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="38"/>
        <source>activations</source>
        <translation>활성값</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="39"/>
        <source>KV cache</source>
        <translation>KV 캐시</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="40"/>
        <source>allocator</source>
        <translation>할당자</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="41"/>
        <source>CUDA context</source>
        <translation>CUDA 컨텍스트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="44"/>
        <source>Fits</source>
        <translation>맞음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="45"/>
        <source>Tight</source>
        <translation>빠듯함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="46"/>
        <source>Does not fit</source>
        <translation>맞지 않음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="71"/>
        <source>Default checkpointing</source>
        <translation>기본 체크포인팅</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="72"/>
        <source>Activation checkpointing: the workload&apos;s default</source>
        <translation>활성화 체크포인팅: 워크로드의 기본 설정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="76"/>
        <source>No checkpointing</source>
        <translation>체크포인팅 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="77"/>
        <source>No activation checkpointing: every activation kept</source>
        <translation>활성화 체크포인팅 없음: 모든 활성화 값을 보관</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="81"/>
        <source>Selective checkpointing</source>
        <translation>선택적 체크포인팅</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="82"/>
        <source>Selective (torchtitan&apos;s op policy): attention output and every second matrix product kept, the rest recomputed</source>
        <translation>선택적(torchtitan 연산자 정책): 어텐션 출력과 두 번째마다의 행렬곱 결과를 보관하고 나머지는 재계산</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="90"/>
        <source>Full checkpointing</source>
        <translation>전체 체크포인팅</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="91"/>
        <source>Full: each layer keeps its input and is recomputed in the backward</source>
        <translation>전체: 각 층은 입력만 보관하고 역전파 때 다시 계산</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="97"/>
        <source>Every 2nd layer</source>
        <translation>두 층마다 하나</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="98"/>
        <source>Every second layer fully checkpointed, the others keep everything</source>
        <translation>두 층 중 한 층은 전체 체크포인팅, 나머지 층은 모든 값을 보관</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="104"/>
        <source>Attention core only</source>
        <translation>어텐션 코어만</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="105"/>
        <source>Attention core only (Megatron/NeMo selective): frees nothing with FlashAttention</source>
        <translation>어텐션 코어만 재계산(Megatron/NeMo selective): FlashAttention과 함께면 메모리를 아끼지 못함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="152"/>
        <source>Activation checkpointing: what the backward pass recomputes instead of keeping. Full keeps only each layer&apos;s input (least memory, about a third more compute); selective keeps the attention output and every second matrix product (most of the saving for a fraction of the recompute). Saved with the build&apos;s job</source>
        <translation>활성화 체크포인팅: 역전파 때 보관하지 않고 다시 계산하는 부분입니다. 전체 모드는 각 층의 입력만 보관합니다(메모리가 가장 적고 계산량은 약 3분의 1 증가). 선택적 모드는 어텐션 출력과 두 번째마다의 행렬곱을 보관합니다(절약 효과 대부분을 적은 재계산으로). 빌드의 작업과 함께 저장됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="189"/>
        <source>Remedies:</source>
        <translation>해결 방법:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="214"/>
        <source>Undo remedies</source>
        <translation>해결 방법 되돌리기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="216"/>
        <source>Back to the workload&apos;s own settings</source>
        <translation>워크로드 자체 설정으로 돌아가기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="285"/>
        <source>Pick a workload to see its GPU memory.</source>
        <translation>워크로드를 고르면 GPU 메모리를 볼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="289"/>
        <source>Memory could not be estimated: %1</source>
        <translation>메모리를 추정할 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="287"/>
        <location filename="../../dlbox/ui/charts/memory.py" line="293"/>
        <source>Add a GPU to see the workload&apos;s memory.</source>
        <translation>GPU를 추가하면 워크로드의 메모리를 볼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="308"/>
        <location filename="../../dlbox/ui/charts/memory.py" line="367"/>
        <source>usable %1 GiB</source>
        <translation>사용 가능 %1 GiB</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="313"/>
        <source>GiB per GPU</source>
        <translation>GPU당 GiB</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="363"/>
        <source>tight zone ±%1 %</source>
        <translation>빠듯함 구간 ±%1 %</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="373"/>
        <source>Tight: a peak within ±%1 % of the usable memory may or may not fit (the memory estimate&apos;s error on published runs); try it before you buy</source>
        <translation>빠듯함: 최대 사용량이 사용 가능한 메모리의 ±%1 % 안에 있으면 들어갈 수도, 안 들어갈 수도 있습니다(공개된 실행 결과에 대한 메모리 추정 오차). 구매 전에 직접 시험해 보세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="385"/>
        <source>%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (over the usable memory by less than the estimate&apos;s error: it may not fit)</source>
        <translation>%1: 토큰 %6개짜리 스트림 %4개에서 GPU당 %3 GiB 중 %2 (사용 가능 메모리를 추정 오차 이내로 초과: 들어가지 않을 수 있음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="391"/>
        <source>%1: %2 of %3 GiB per GPU at batch %4 (over the usable memory by less than the estimate&apos;s error: it may not fit)</source>
        <translation>%1: 배치 %4에서 GPU당 %3 GiB 중 %2 (사용 가능 메모리를 추정 오차 이내로 초과: 들어가지 않을 수 있음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="399"/>
        <source>%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (most that may fit: %5)</source>
        <translation>%1: GPU당 %3 GiB 중 %2 사용 (스트림 %4개, 각 %6 토큰; 최대 %5개까지 가능)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="404"/>
        <source>%1: %2 of %3 GiB per GPU with %4 streams of %6 tokens (not even 1 stream fits)</source>
        <translation>%1: 토큰 %6개짜리 스트림 %4개에서 GPU당 %3 GiB 중 %2 (스트림 1개도 들어가지 않음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="410"/>
        <source>%1: %2 of %3 GiB per GPU at batch %4 (largest that may fit: %5)</source>
        <translation>%1: 배치 %4에서 GPU당 %3 GiB 중 %2 (들어갈 수도 있는 최대 배치: %5)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="414"/>
        <source>%1: %2 of %3 GiB per GPU at batch %4 (not even batch 1 fits)</source>
        <translation>%1: 배치 %4에서 GPU당 %3 GiB 중 %2 (배치 1도 들어가지 않음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="428"/>
        <source>; %1 micro-batches per step: effective batch %2</source>
        <translation>; 스텝당 마이크로 배치 %1개: 유효 배치 %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="438"/>
        <source>; the peak is the optimizer step (a smaller batch will not lower it)</source>
        <translation>; 최대치는 옵티마이저 단계에서 발생합니다(배치를 줄여도 낮아지지 않음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="446"/>
        <source>; %1 GiB offloaded to host RAM</source>
        <translation>; %1 GiB는 호스트 RAM으로 오프로드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="455"/>
        <source>; vLLM pool %1 GiB (%2 of the card): %3 sequences of %4 tokens fit</source>
        <translation>; vLLM 풀 %1 GiB(카드의 %2): %4 토큰 시퀀스 %3개 수용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="465"/>
        <source>; %1 GiB of attention scores (llama.cpp without FlashAttention)</source>
        <translation>; 어텐션 점수 %1 GiB (FlashAttention 없는 llama.cpp)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="480"/>
        <source>%1 GiB per GPU, %2; speed ×%3 of the run as set, both at batch %4 per GPU</source>
        <translation>GPU당 %1 GiB, %2; 속도는 현재 설정의 ×%3, 둘 다 GPU당 배치 %4 기준</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/memory.py" line="485"/>
        <source>%1 GiB per GPU, %2; speed ×%3 of the run as set</source>
        <translation>GPU당 %1 GiB, %2; 속도는 현재 설정의 ×%3</translation>
    </message>
</context>
<context>
    <name>ModelPicker</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="34"/>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="35"/>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="46"/>
        <source>Model library</source>
        <translation>모델 라이브러리</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="50"/>
        <source>Search models (name or size)…</source>
        <translation>모델 검색 (이름 또는 크기)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="55"/>
        <source>Model</source>
        <translation>모델</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="56"/>
        <source>Parameters</source>
        <translation>파라미터 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="57"/>
        <source>Active</source>
        <translation>활성 파라미터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="58"/>
        <source>Context (tokens)</source>
        <translation>컨텍스트(토큰)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="65"/>
        <source>The model&apos;s context window, in tokens</source>
        <translation>모델의 컨텍스트 창 길이(토큰)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/model_picker.py" line="62"/>
        <source>Mixture of experts: the weights one token runs through</source>
        <translation>전문가 혼합(MoE): 토큰 하나가 실제로 거치는 가중치</translation>
    </message>
</context>
<context>
    <name>Money</name>
    <message>
        <location filename="../../dlbox/ui/money.py" line="100"/>
        <source>your rate %1</source>
        <translation>사용자 환율 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/money.py" line="112"/>
        <source>no rate</source>
        <translation>환율 없음</translation>
    </message>
</context>
<context>
    <name>Plan</name>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="68"/>
        <source>%(id)s: %(units)s %(unit)s (dataset × epochs)</source>
        <translation>%(id)s: %(units)s %(unit)s (데이터셋 × 에폭)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="74"/>
        <source>%(id)s: no dataset size given, so one job = 1 h of its work on %(reference)s (%(units)s %(unit)s); give --dataset/--epochs for a real job</source>
        <translation>%(id)s: 데이터셋 크기가 없어 작업 1회 = %(reference)s에서 1시간 분량(%(units)s %(unit)s)으로 잡았습니다. 실제 작업은 --dataset/--epochs로 지정하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="88"/>
        <source>images</source>
        <translation>이미지</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="89"/>
        <source>sequences</source>
        <translation>시퀀스</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="90"/>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/jobs.py" line="91"/>
        <source>samples</source>
        <translation>샘플</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/stack.py" line="54"/>
        <source>not CUDA: QLoRA&apos;s 4-bit kernels (bitsandbytes) support AMD ROCm only from bitsandbytes 0.50 and many fine-tuning tools still assume CUDA, so builds without NVIDIA cards rank after the NVIDIA builds</source>
        <translation>CUDA 아님: QLoRA의 4비트 커널(bitsandbytes)은 bitsandbytes 0.50부터에야 AMD ROCm을 지원하고 많은 파인튜닝 도구가 아직 CUDA를 전제로 하므로, NVIDIA 카드가 없는 구성은 NVIDIA 구성 뒤에 둡니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/stack.py" line="68"/>
        <source>uncalibrated speed: the estimator&apos;s efficiencies are fitted on NVIDIA runs only and no AMD run calibrates this card&apos;s estimate (its peaks are scaled to published micro-benchmarks, which do not cover ROCm&apos;s convolution and attention kernels), so AMD builds rank after the builds whose speed the fit covers</source>
        <translation>속도 보정 안 됨: 추정기의 효율은 NVIDIA 실측으로만 맞춘 것이며 이 카드의 추정을 보정한 AMD 실측은 없습니다(피크는 공개된 마이크로벤치마크에 맞춰 조정했지만, 그 벤치마크는 ROCm의 합성곱·어텐션 커널을 다루지 않습니다). 그래서 AMD 구성은 속도가 피팅으로 뒷받침되는 구성 뒤에 놓입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="32"/>
        <source>%(a)s; %(b)s</source>
        <translation>%(a)s; %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="37"/>
        <source>%(a)s %(b)s</source>
        <translation>%(a)s %(b)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="46"/>
        <source>%(h)s h (%(d)s days)</source>
        <translation>%(h)s시간 (%(d)s일)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="51"/>
        <source>%(m)s min</source>
        <translation>%(m)s분</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="52"/>
        <location filename="../../dlbox/core/plan/text.py" line="60"/>
        <source>%(h)s h</source>
        <translation>%(h)s시간</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="65"/>
        <source>%(label)s, used</source>
        <translation>%(label)s, 중고</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="72"/>
        <source>used</source>
        <translation>중고</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="74"/>
        <source>new</source>
        <translation>새 제품</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="79"/>
        <source>no date</source>
        <translation>날짜 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="82"/>
        <source>source not given</source>
        <translation>출처 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="92"/>
        <source>GPU price: %(condition)s, %(market)s, %(date)s (older than %(days)s days), %(source)s</source>
        <translation>그래픽카드 가격: %(condition)s, %(market)s, %(date)s (%(days)s일 넘음), %(source)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="101"/>
        <source>GPU price: %(condition)s, %(market)s, %(date)s, %(source)s</source>
        <translation>그래픽카드 가격: %(condition)s, %(market)s, %(date)s, %(source)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="107"/>
        <source>lowest total cost over the horizon</source>
        <translation>기간 전체 비용 최저</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="108"/>
        <source>fastest job within the budget</source>
        <translation>예산 안에서 가장 빠른 작업</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="109"/>
        <source>lowest cost per job</source>
        <translation>작업당 비용 최저</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="114"/>
        <source>on-demand</source>
        <translation>온디맨드</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="115"/>
        <source>spot</source>
        <translation>스팟</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="116"/>
        <source>preemptible</source>
        <translation>선점형</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="117"/>
        <source>1-year reserved</source>
        <translation>1년 예약</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="118"/>
        <source>3-year reserved</source>
        <translation>3년 예약</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="119"/>
        <source>1-year committed</source>
        <translation>1년 약정</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="120"/>
        <source>3-year committed</source>
        <translation>3년 약정</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="121"/>
        <source>sustained use</source>
        <translation>지속 사용 할인</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="122"/>
        <source>monthly</source>
        <translation>월정액</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="123"/>
        <source>free</source>
        <translation>무료</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="124"/>
        <source>1-year savings plan</source>
        <translation>1년 절감형 플랜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="125"/>
        <source>3-year savings plan</source>
        <translation>3년 절감형 플랜</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/text.py" line="126"/>
        <source>capacity block</source>
        <translation>용량 블록</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="29"/>
        <source>%(n)s months</source>
        <translation>%(n)s개월</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="34"/>
        <source>owning costs %(total)s over %(months)s (%(per_job)s a job, %(hours)s h a month rented as bursts)</source>
        <translation>구매 시 %(months)s 동안 %(total)s (작업당 %(per_job)s, 월 %(hours)s시간은 클라우드로 임대해 몰리는 작업 처리)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="46"/>
        <source>owning costs %(total)s over %(months)s (%(per_job)s a job)</source>
        <translation>구매 시 %(months)s 동안 %(total)s (작업당 %(per_job)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="53"/>
        <source>%(own)s, less than renting it all on %(offer)s (%(rent)s)</source>
        <translation>%(own)s, 전부 %(offer)s에서 임대(%(rent)s)하는 것보다 저렴</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="55"/>
        <source>%(own)s, more than renting it all on %(offer)s (%(rent)s)</source>
        <translation>%(own)s, 전부 %(offer)s에서 임대(%(rent)s)하는 것보다 비쌈</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="71"/>
        <source>#%(rank)s for %(goal)s: %(label)s, %(price)s (budget %(budget)s), a job in %(hours)s</source>
        <translation>‘%(goal)s’ %(rank)s위: %(label)s, %(price)s (예산 %(budget)s), 작업 1회 %(hours)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="86"/>
        <source>the best on this objective among builds no other beats on both price and speed</source>
        <translation>가격과 속도 모두에서 다른 구성에 밀리지 않는 구성 중 이 목표에서 가장 좋음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="97"/>
        <source>%(pct)s %% faster than #1 (%(hours)s) for %(extra)s more</source>
        <translation>1위(%(hours)s)보다 %(pct)s %% 빠르고 %(extra)s 더 비쌈</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="108"/>
        <source>%(saving)s cheaper than #1, slower</source>
        <translation>1위보다 %(saving)s 저렴하지만 느림</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="115"/>
        <source>an alternative: another build is both cheaper and faster</source>
        <translation>대안: 더 싸고 더 빠른 구성이 따로 있음</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="125"/>
        <source>%(watts)s W at the wall at full load</source>
        <translation>최대 부하 시 콘센트 기준 %(watts)s W</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="132"/>
        <source>%(n)s warning to read in the check</source>
        <translation>검사에서 확인할 경고 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="134"/>
        <source>%(n)s warnings to read in the check</source>
        <translation>검사에서 확인할 경고 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="257"/>
        <source>demand: %(jobs)s job a month; a box too slow for that is kept busy and the rest is rented</source>
        <translation>수요: 월 %(jobs)s회 작업. 장비가 그만큼 빠르지 않으면 계속 돌리고 나머지는 임대합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="263"/>
        <source>demand: %(jobs)s jobs a month; a box too slow for that is kept busy and the rest is rented</source>
        <translation>수요: 월 %(jobs)s회 작업. 장비가 그만큼 빠르지 않으면 계속 돌리고 나머지는 임대합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="304"/>
        <source>%(n)s build ranked after the others: %(why)s</source>
        <translation>다른 구성 뒤에 둔 구성 %(n)s개: %(why)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="306"/>
        <source>%(n)s builds ranked after the others: %(why)s</source>
        <translation>다른 구성 뒤에 둔 구성 %(n)s개: %(why)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="139"/>
        <source>%(head)s; %(reasons)s.</source>
        <translation>%(head)s; %(reasons)s.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="149"/>
        <source>Next budget step: %(price)s (+%(extra)s) buys %(label)s: a job in %(hours)s instead of %(best_hours)s (%(times)s× faster).</source>
        <translation>다음 예산 단계: %(price)s(+%(extra)s)로 %(label)s 구입 가능: 작업 1회 %(best_hours)s 대신 %(hours)s (%(times)s× 빠름).</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="168"/>
        <source>; the cloud would charge %(cost)s a job (%(hours)s) on %(offer)s</source>
        <translation>; 클라우드에서는 %(offer)s로 작업당 %(cost)s (%(hours)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="176"/>
        <source>; no cloud offer in the data runs it either</source>
        <translation>; 데이터에 이를 실행할 클라우드 상품도 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="182"/>
        <source>%(workloads)s does not fit in the memory of any priced GPU in the catalogue, 1 to %(max)s at a time, with these settings (try ZeRO-3 --zero 3, an adapter --adapter lora or qlora, or --checkpointing)%(rent)s.</source>
        <translation>현재 설정으로는 %(workloads)s이(가) 부품 목록의 가격 있는 어떤 그래픽 카드 메모리에도 들어가지 않습니다(한 번에 1~%(max)s장) (ZeRO-3 --zero 3, 어댑터 --adapter lora 또는 qlora, 또는 --checkpointing을 시도하세요)%(rent)s.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="194"/>
        <source>No complete build from the catalogue runs %(workloads)s within the site&apos;s limits (%(volts)s V / %(amps)s A)%(rent)s.</source>
        <translation>부품 목록의 어떤 완성 구성도 설치 장소 제한(%(volts)s V / %(amps)s A) 안에서 %(workloads)s을(를) 실행하지 못합니다%(rent)s.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="205"/>
        <source>Nothing fits a budget of %(budget)s: the cheapest build that works is %(label)s at %(price)s (a job in %(hours)s)%(rent)s.</source>
        <translation>예산 %(budget)s 안에 맞는 구성이 없습니다: 작동하는 가장 저렴한 구성은 %(label)s, %(price)s (작업 1회 %(hours)s)%(rent)s.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="240"/>
        <source>job: %(job)s</source>
        <translation>작업: %(job)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="245"/>
        <source>demand: the box trains %(share)s of the time (%(hours)s h a month); jobs per month follow from its speed</source>
        <translation>수요: 이 장비는 시간의 %(share)s 동안 학습합니다(월 %(hours)s시간). 월 작업 수는 속도에 따라 정해집니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="291"/>
        <source>Note: %(note)s.</source>
        <translation>참고: %(note)s.</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="324"/>
        <source>+%(extra)s buys %(label)s (a job in %(hours)s).</source>
        <translation>%(extra)s를 더 내면 %(label)s 구입 가능 (작업 1회 %(hours)s).</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/plan/why.py" line="341"/>
        <source>No dearer build in the catalogue runs the job faster.</source>
        <translation>부품 목록에 이 작업을 더 빨리 끝내는 더 비싼 구성은 없습니다.</translation>
    </message>
</context>
<context>
    <name>PlanDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="59"/>
        <source>Lowest cost per job</source>
        <translation>작업당 비용 최저</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="60"/>
        <source>Fastest job within the budget</source>
        <translation>예산 안에서 가장 빠른 작업</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="61"/>
        <source>Lowest total cost over the horizon</source>
        <translation>기간 전체 비용 최저</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="64"/>
        <source>Share of time training (%)</source>
        <translation>학습 시간 비율 (%)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="65"/>
        <source>Training hours a month</source>
        <translation>월 학습 시간</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="66"/>
        <source>Jobs a month</source>
        <translation>월 작업 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="69"/>
        <source>Any enclosed case</source>
        <translation>모든 밀폐형 케이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="70"/>
        <source>Small form factor only</source>
        <translation>소형 케이스만</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="71"/>
        <source>Up to a mid tower</source>
        <translation>미들 타워까지</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="72"/>
        <source>Up to a full tower</source>
        <translation>빅 타워까지</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="103"/>
        <source>Plan a build</source>
        <translation>구성 계획</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="166"/>
        <source> months</source>
        <translation>개월</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="178"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="226"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="230"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="240"/>
        <source>default</source>
        <translation>기본값</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="197"/>
        <source>Open frame allowed</source>
        <translation>오픈 프레임 허용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="212"/>
        <source>any region</source>
        <translation>모든 지역</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="250"/>
        <source>Plan</source>
        <translation>계획</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="257"/>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="294"/>
        <source>Job</source>
        <translation>작업</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="258"/>
        <source>Budget</source>
        <translation>예산</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="259"/>
        <source>Objective</source>
        <translation>목표</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="260"/>
        <source>Horizon</source>
        <translation>기간</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="262"/>
        <source>Electricity / kWh</source>
        <translation>전기 요금 / kWh</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="263"/>
        <source>Wall circuit</source>
        <translation>콘센트 회로</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="264"/>
        <source>Case</source>
        <translation>케이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="267"/>
        <source>Cloud region</source>
        <translation>클라우드 지역</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="270"/>
        <source>Builds listed</source>
        <translation>표시할 구성 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="281"/>
        <source>Pick the job, the budget and the site, then Plan.</source>
        <translation>작업, 예산, 설치 장소를 고른 뒤 계획을 누르세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="291"/>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="292"/>
        <source>Build</source>
        <translation>구성</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="293"/>
        <source>Price</source>
        <translation>가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="295"/>
        <source>Wall W</source>
        <translation>콘센트 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="296"/>
        <source>Total</source>
        <translation>합계</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="297"/>
        <source>Per job</source>
        <translation>작업당</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="309"/>
        <source>Open in editor</source>
        <translation>편집기에서 열기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="39"/>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="108"/>
        <source>parts price</source>
        <translation>부품 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="40"/>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="106"/>
        <source>job hours</source>
        <translation>작업 시간</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="41"/>
        <source>Price vs job time (front in colour)</source>
        <translation>가격 대 작업 시간 (색: 최적 전선)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="59"/>
        <source>Press Plan: every build within the budget appears here, its parts price against its job time</source>
        <translation>계획을 누르세요: 예산 안의 모든 구성이 부품 가격 대 작업 시간으로 여기에 표시됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_chart.py" line="104"/>
        <source>job hours (log scale)</source>
        <translation>작업 시간(로그 눈금)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="323"/>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="415"/>
        <source>Tick at least one job to plan for.</source>
        <translation>계획할 작업을 하나 이상 선택하세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="423"/>
        <source>No current cloud offer in a region matching “{region}”.</source>
        <translation>‘{region}’에 맞는 지역의 현재 클라우드 상품이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="478"/>
        <source>Cloud: {cost} a job on {offer}.</source>
        <translation>클라우드: {offer}에서 작업당 {cost}.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="487"/>
        <source>{n} build checked clean within {budget}. </source>
        <translation>{budget} 안에서 검사를 통과한 구성 {n}개. </translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="489"/>
        <source>{n} builds checked clean within {budget}. </source>
        <translation>{budget} 안에서 검사를 통과한 구성 {n}개. </translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="515"/>
        <source>Parts:</source>
        <translation>부품:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="268"/>
        <source>Precision, adapter</source>
        <translation>정밀도, 어댑터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="269"/>
        <source>ZeRO, epochs</source>
        <translation>ZeRO, 에폭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="241"/>
        <source>Precision (default: the workload&apos;s)</source>
        <translation>정밀도 (기본값: 워크로드의 설정)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="48"/>
        <source>US East</source>
        <translation>미국 동부</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="49"/>
        <source>US West</source>
        <translation>미국 서부</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="50"/>
        <source>Europe</source>
        <translation>유럽</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="51"/>
        <source>Asia</source>
        <translation>아시아</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="52"/>
        <source>Japan</source>
        <translation>일본</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="53"/>
        <source>Tokyo</source>
        <translation>도쿄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="54"/>
        <source>Korea</source>
        <translation>한국</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="55"/>
        <source>Seoul</source>
        <translation>서울</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="56"/>
        <source>Taiwan</source>
        <translation>대만</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="201"/>
        <source>Include used cards</source>
        <translation>중고 그래픽카드 포함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="204"/>
        <source>Also plan with used prices (resale listings): each card&apos;s used price is an option of its own beside its new price. Off: new prices only.</source>
        <translation>중고 가격(재판매 매물)으로도 계획합니다. 각 카드의 중고 가격은 새 제품 가격과 나란히 별도의 선택지가 됩니다. 끄면 새 제품 가격만 씁니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="242"/>
        <source>Adapter (default: the workload&apos;s)</source>
        <translation>어댑터 (기본값: 워크로드의 설정)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/plan_dialog.py" line="243"/>
        <source>Epochs (default: the workload&apos;s)</source>
        <translation>에폭 (기본값: 워크로드의 설정)</translation>
    </message>
</context>
<context>
    <name>PowerGauge</name>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="73"/>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="120"/>
        <source>Power: checking…</source>
        <translation>전력: 점검 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="75"/>
        <source>Power: the compatibility check is not available yet.</source>
        <translation>전력: 아직 호환성 검사를 사용할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="77"/>
        <source>Sustained load ≈ %1 W (GPUs at board power + CPU PL2/PPT + rest)</source>
        <translation>지속 부하 ≈ %1 W (그래픽 카드 보드 전력 + CPU PL2/PPT + 기타)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="83"/>
        <source>Transient peaks ≈ %1 W (sub-millisecond GPU spikes)</source>
        <translation>순간 피크 ≈ %1 W (1밀리초 미만의 그래픽 카드 스파이크)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="89"/>
        <source>PSU rating %1 W — load is %2% of it</source>
        <translation>파워 정격 %1 W — 부하는 그 %2%</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="94"/>
        <source>No power supply in the build yet.</source>
        <translation>구성에 아직 파워 서플라이가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="97"/>
        <source>Recommended PSU ≥ %1 W</source>
        <translation>권장 파워 ≥ %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="122"/>
        <source>Power: not checked</source>
        <translation>전력: 검사 안 함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="126"/>
        <source>Sustained load %1 W</source>
        <translation>지속 부하 %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="129"/>
        <source>PSU %1 W</source>
        <translation>파워 %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="131"/>
        <source>no PSU</source>
        <translation>파워 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="136"/>
        <source>recommended PSU ≥ %1 W</source>
        <translation>권장 파워 ≥ %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="147"/>
        <source>Transient peaks %1 W (millisecond spikes, not sustained)</source>
        <translation>순간 피크 %1 W (밀리초 단위 스파이크, 지속 부하 아님)</translation>
    </message>
</context>
<context>
    <name>Precision</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="261"/>
        <source>Single precision (FP32)</source>
        <translation>단정밀도 (FP32)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="262"/>
        <source>Tensor-core FP32 (TF32)</source>
        <translation>텐서 코어 FP32 (TF32)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="263"/>
        <source>Mixed precision (AMP)</source>
        <translation>혼합 정밀도 (AMP)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="264"/>
        <source>Half precision (FP16)</source>
        <translation>반정밀도 (FP16)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="265"/>
        <source>BF16 mixed precision</source>
        <translation>BF16 혼합 정밀도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="266"/>
        <source>8-bit floating point (FP8)</source>
        <translation>8비트 부동소수점 (FP8)</translation>
    </message>
</context>
<context>
    <name>PriceBasis</name>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="26"/>
        <source>source not given</source>
        <translation>출처 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="39"/>
        <source>GPU %1 (your price)</source>
        <translation>GPU %1 (직접 입력한 가격)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="40"/>
        <source>no date</source>
        <translation>날짜 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="43"/>
        <source>GPU %1 used, %2, %3</source>
        <translation>GPU %1 중고, %2, %3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="45"/>
        <source>GPU %1, %2, %3</source>
        <translation>GPU %1, %2, %3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="81"/>
        <location filename="../../dlbox/ui/price_basis.py" line="143"/>
        <source>%1 older than %2 days</source>
        <translation>%1개가 %2일 경과</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="87"/>
        <location filename="../../dlbox/ui/price_basis.py" line="157"/>
        <source>%1 at your own price</source>
        <translation>%1개 직접 입력한 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="93"/>
        <location filename="../../dlbox/ui/price_basis.py" line="151"/>
        <source>%1 not street prices (%2)</source>
        <translation>시장가가 아닌 가격 %1개(%2)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="98"/>
        <source>prices: %1</source>
        <translation>가격: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="104"/>
        <source>street prices of %1</source>
        <translation>%1 시중 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="106"/>
        <source>prices of %1 (%2 among them)</source>
        <translation>%1 가격(%2 포함)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="115"/>
        <source>%1 older than %2 days (orange in Build): check today&apos;s price</source>
        <translation>%1개 가격이 %2일 경과 (구성에서 주황색): 현재 가격을 확인하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_basis.py" line="121"/>
        <source>%1 at your own price (Edit ▸ Set Line Price…)</source>
        <translation>%1개 항목은 직접 입력한 가격 (편집 ▸ 항목 가격 설정…)</translation>
    </message>
</context>
<context>
    <name>PriceDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="53"/>
        <source>Price of %1</source>
        <translation>%1 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="75"/>
        <source>Where it comes from: shop, quote number, used market…</source>
        <translation>가격 출처: 상점, 견적 번호, 중고 시장…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="79"/>
        <source>Optional: used, incl. tax, …</source>
        <translation>선택: 중고, 세금 포함 …</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="101"/>
        <source>Unit price</source>
        <translation>단가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="102"/>
        <source>Currency</source>
        <translation>통화</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="103"/>
        <source>Date</source>
        <translation>날짜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="104"/>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="105"/>
        <source>Note</source>
        <translation>메모</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="111"/>
        <source>Use the Catalogue Price</source>
        <translation>카탈로그 가격 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="155"/>
        <source>Currency: expected a 3-letter ISO code such as TWD.</source>
        <translation>통화: TWD 같은 3글자 ISO 코드가 필요합니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="157"/>
        <source>Source: say where the price comes from (at least 3 characters).</source>
        <translation>출처: 가격의 출처를 적어 주세요(3자 이상).</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="180"/>
        <source>The catalogue has no price for this part.</source>
        <translation>카탈로그에 이 부품의 가격이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="182"/>
        <source>Catalogue price: %1 %2 on %3 (%4)</source>
        <translation>카탈로그 가격: %1 %2, %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="185"/>
        <source>unknown date</source>
        <translation>날짜 미상</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/price_dialog.py" line="186"/>
        <source>source not given</source>
        <translation>출처 없음</translation>
    </message>
</context>
<context>
    <name>PriceWords</name>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="26"/>
        <source>list</source>
        <translation>정가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="27"/>
        <source>reseller</source>
        <translation>리셀러 견적</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="31"/>
        <source>List price: what the seller publishes, not a street listing; buyers often pay less</source>
        <translation>정가: 판매자가 공시한 가격으로, 실제 시장 판매가가 아닙니다. 실제 구매가는 대개 더 낮습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="35"/>
        <source>Reseller quote: what a reseller asks for the card (datacentre cards are sold so), not a street listing</source>
        <translation>리셀러 견적: 리셀러가 이 카드에 제시한 가격(데이터센터용 카드는 이렇게 판매됩니다)으로, 실제 시장 판매가가 아닙니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="41"/>
        <source>At least this much: the source gives only a lower bound, not the price</source>
        <translation>최소 이 금액: 출처가 하한만 제시하며 실제 가격은 아닙니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="93"/>
        <source>not listed</source>
        <translation>목록에 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="94"/>
        <source>none found</source>
        <translation>가격 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="98"/>
        <source>Not listed at %1 on %2</source>
        <translation>%2 %1 목록에 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="99"/>
        <source>No price found in %1 (searched %2)</source>
        <translation>%1에서 가격을 찾지 못함(%2 검색)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="101"/>
        <source>the US</source>
        <translation>미국</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="102"/>
        <source>Taiwan</source>
        <translation>대만</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="103"/>
        <source>Korea</source>
        <translation>한국</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="104"/>
        <source>China</source>
        <translation>중국</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="169"/>
        <source> + %1 part without a price</source>
        <translation> + 가격 없는 부품 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="171"/>
        <source> + %1 parts without a price</source>
        <translation> + 가격 없는 부품 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/price_words.py" line="181"/>
        <source>no price for %1: left out of the capital, so owning looks cheaper</source>
        <translation>%1 가격 없음: 구입비에서 빠져 있어 구매가 실제보다 저렴해 보입니다</translation>
    </message>
</context>
<context>
    <name>Pricing</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="115"/>
        <source>on-demand</source>
        <translation>온디맨드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="116"/>
        <source>spot</source>
        <translation>스팟</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="117"/>
        <source>preemptible</source>
        <translation>선점형</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="118"/>
        <source>1-year reserved</source>
        <translation>1년 예약</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="119"/>
        <source>3-year reserved</source>
        <translation>3년 예약</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="120"/>
        <source>1-year committed</source>
        <translation>1년 약정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="121"/>
        <source>3-year committed</source>
        <translation>3년 약정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="122"/>
        <source>sustained use</source>
        <translation>지속 사용 할인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="123"/>
        <source>monthly</source>
        <translation>월 구독</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="124"/>
        <source>free</source>
        <translation>무료</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="125"/>
        <source>1-year savings plan</source>
        <translation>1년 절감형 플랜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="126"/>
        <source>3-year savings plan</source>
        <translation>3년 절감형 플랜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="127"/>
        <source>capacity block</source>
        <translation>용량 블록</translation>
    </message>
</context>
<context>
    <name>RefreshPrices</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="87"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="49"/>
        <source>%1
The refresh stopped; nothing was changed.</source>
        <translation>%1
갱신을 중단했습니다. 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="46"/>
        <source>Cancelled; nothing was changed.</source>
        <translation>취소했습니다. 아무것도 바뀌지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="109"/>
        <source>File %1 of %2: %3</source>
        <translation>파일 %1/%2: %3</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="72"/>
        <source>Folder with saved price files (aws/, azure/, gcp/, …)</source>
        <translation>저장된 가격 파일이 있는 폴더 (aws/, azure/, gcp/, …)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="86"/>
        <source>Reading price files…</source>
        <translation>가격 파일을 읽는 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="88"/>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="127"/>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="146"/>
        <source>Refresh Cloud Prices</source>
        <translation>클라우드 요금 갱신</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/refresh_prices.py" line="138"/>
        <source>Stored %1 prices (%2); %3 rows skipped.</source>
        <translation>가격 %1개 저장 (%2), %3행 건너뜀.</translation>
    </message>
</context>
<context>
    <name>Regions</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="291"/>
        <source>N. Virginia</source>
        <translation>버지니아 북부</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="292"/>
        <source>Ohio</source>
        <translation>오하이오</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="293"/>
        <source>N. California</source>
        <translation>캘리포니아 북부</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="294"/>
        <source>Oregon</source>
        <translation>오레곤</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="295"/>
        <source>Cape Town</source>
        <translation>케이프타운</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="296"/>
        <source>Hong Kong</source>
        <translation>홍콩</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="297"/>
        <source>Taipei</source>
        <translation>타이베이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="298"/>
        <source>Tokyo</source>
        <translation>도쿄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="299"/>
        <source>Seoul</source>
        <translation>서울</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="300"/>
        <source>Osaka</source>
        <translation>오사카</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="301"/>
        <source>Mumbai</source>
        <translation>뭄바이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="302"/>
        <source>Hyderabad</source>
        <translation>하이데라바드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="303"/>
        <source>Singapore</source>
        <translation>싱가포르</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="304"/>
        <source>Sydney</source>
        <translation>시드니</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="305"/>
        <source>Jakarta</source>
        <translation>자카르타</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="306"/>
        <source>Melbourne</source>
        <translation>멜버른</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="307"/>
        <source>Malaysia</source>
        <translation>말레이시아</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="308"/>
        <source>Thailand</source>
        <translation>태국</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="309"/>
        <source>Calgary</source>
        <translation>캘거리</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="310"/>
        <source>Frankfurt</source>
        <translation>프랑크푸르트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="311"/>
        <source>Zurich</source>
        <translation>취리히</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="312"/>
        <source>Ireland</source>
        <translation>아일랜드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="313"/>
        <source>London</source>
        <translation>런던</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="314"/>
        <source>Paris</source>
        <translation>파리</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="315"/>
        <source>Milan</source>
        <translation>밀라노</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="316"/>
        <source>Spain</source>
        <translation>스페인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="317"/>
        <source>Stockholm</source>
        <translation>스톡홀름</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="318"/>
        <source>Tel Aviv</source>
        <translation>텔아비브</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="319"/>
        <source>Bahrain</source>
        <translation>바레인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="320"/>
        <source>UAE</source>
        <translation>아랍에미리트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="321"/>
        <source>Sao Paulo</source>
        <translation>상파울루</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="322"/>
        <source>Taiwan</source>
        <translation>대만</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="323"/>
        <source>Delhi</source>
        <translation>델리</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="324"/>
        <source>Iowa</source>
        <translation>아이오와</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="325"/>
        <source>Busan</source>
        <translation>부산</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="326"/>
        <source>Pune</source>
        <translation>푸네</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="327"/>
        <source>South Carolina</source>
        <translation>사우스캐롤라이나</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="328"/>
        <source>Columbus</source>
        <translation>콜럼버스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="329"/>
        <source>Dallas</source>
        <translation>댈러스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="330"/>
        <source>Los Angeles</source>
        <translation>로스앤젤레스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="331"/>
        <source>Salt Lake City</source>
        <translation>솔트레이크시티</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="332"/>
        <source>Las Vegas</source>
        <translation>라스베이거스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="333"/>
        <source>Montreal</source>
        <translation>몬트리올</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="334"/>
        <source>Toronto</source>
        <translation>토론토</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="335"/>
        <source>Santiago</source>
        <translation>산티아고</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="336"/>
        <source>Warsaw</source>
        <translation>바르샤바</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="337"/>
        <source>Finland</source>
        <translation>핀란드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="338"/>
        <source>Madrid</source>
        <translation>마드리드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="339"/>
        <source>Belgium</source>
        <translation>벨기에</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="340"/>
        <source>Netherlands</source>
        <translation>네덜란드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="341"/>
        <source>Berlin</source>
        <translation>베를린</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="342"/>
        <source>Turin</source>
        <translation>토리노</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="343"/>
        <source>Doha</source>
        <translation>도하</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="344"/>
        <source>Dammam</source>
        <translation>담맘</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="345"/>
        <source>Johannesburg</source>
        <translation>요하네스버그</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="346"/>
        <source>Virginia</source>
        <translation>버지니아</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="347"/>
        <source>Illinois</source>
        <translation>일리노이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="348"/>
        <source>Texas</source>
        <translation>텍사스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="349"/>
        <source>Wyoming</source>
        <translation>와이오밍</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="350"/>
        <source>California</source>
        <translation>캘리포니아</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="351"/>
        <source>Washington</source>
        <translation>워싱턴주</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="352"/>
        <source>Phoenix</source>
        <translation>피닉스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="353"/>
        <source>Quebec</source>
        <translation>퀘벡</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="354"/>
        <source>Queretaro</source>
        <translation>케레타로</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="355"/>
        <source>Cardiff</source>
        <translation>카디프</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="356"/>
        <source>Gavle</source>
        <translation>예블레</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="357"/>
        <source>Norway</source>
        <translation>노르웨이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="358"/>
        <source>Geneva</source>
        <translation>제네바</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="359"/>
        <source>Israel</source>
        <translation>이스라엘</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="360"/>
        <source>Dubai</source>
        <translation>두바이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="361"/>
        <source>Abu Dhabi</source>
        <translation>아부다비</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="362"/>
        <source>Chennai</source>
        <translation>첸나이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="363"/>
        <source>Nagpur</source>
        <translation>나그푸르</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="364"/>
        <source>Jamnagar</source>
        <translation>잠나가르</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="365"/>
        <source>Kuala Lumpur</source>
        <translation>쿠알라룸푸르</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="366"/>
        <source>Canberra</source>
        <translation>캔버라</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="367"/>
        <source>Victoria</source>
        <translation>빅토리아주</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="368"/>
        <source>Canada Central</source>
        <translation>캐나다 중부</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="369"/>
        <source>Mexico Central</source>
        <translation>멕시코 중부</translation>
    </message>
</context>
<context>
    <name>Remedies</name>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="23"/>
        <source>activation checkpointing</source>
        <translation>활성화 체크포인팅</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="25"/>
        <source>batch 1 per GPU</source>
        <translation>GPU당 배치 1</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="57"/>
        <source>batch %(n)s per GPU</source>
        <translation>GPU당 배치 %(n)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="26"/>
        <source>8-bit optimizer</source>
        <translation>8비트 옵티마이저</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="24"/>
        <source>selective activation checkpointing</source>
        <translation>선택적 활성화 체크포인팅</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="27"/>
        <source>paged 8-bit optimizer, stepped in backward</source>
        <translation>페이징 8비트 옵티마이저(역전파 중 업데이트)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="28"/>
        <source>LoRA adapters</source>
        <translation>LoRA 어댑터</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="29"/>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA(4비트 기본 모델)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="30"/>
        <source>optimizer offload to CPU RAM</source>
        <translation>옵티마이저를 CPU RAM으로 오프로드</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="31"/>
        <source>weights and optimizer offload to CPU RAM</source>
        <translation>가중치와 옵티마이저를 CPU RAM으로 오프로드</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="32"/>
        <source>a GPU with more memory</source>
        <translation>메모리가 더 큰 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="33"/>
        <source>fused AdamW</source>
        <translation>퓨즈드 AdamW</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="34"/>
        <source>8-bit KV cache</source>
        <translation>8비트 KV 캐시</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="35"/>
        <source>8-bit KV cache and 8-bit weights</source>
        <translation>8비트 KV 캐시와 8비트 가중치</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="36"/>
        <source>1 concurrent stream</source>
        <translation>동시 스트림 1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="37"/>
        <source>1 concurrent stream with 8-bit KV cache</source>
        <translation>동시 스트림 1개, 8비트 KV 캐시 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="38"/>
        <source>FlashAttention (llama.cpp -fa on)</source>
        <translation>FlashAttention 사용 (llama.cpp -fa on)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="46"/>
        <source>ZeRO-%(stage)s across the %(n)s GPUs</source>
        <translation>GPU %(n)s개에 ZeRO-%(stage)s 적용</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="51"/>
        <source>%(n)s GPUs with ZeRO-3</source>
        <translation>GPU %(n)s개와 ZeRO-3</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="54"/>
        <source>%(n)s GPUs</source>
        <translation>GPU %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="62"/>
        <source>%(n)s concurrent streams</source>
        <translation>동시 스트림 %(n)s개</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="67"/>
        <source>%(n)s concurrent streams with 8-bit KV cache</source>
        <translation>동시 스트림 %(n)s개, 8비트 KV 캐시 사용</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="72"/>
        <source>context %(tokens)s tokens</source>
        <translation>컨텍스트 %(tokens)s 토큰</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="77"/>
        <source>gpu_memory_utilization %(value)s</source>
        <translation>gpu_memory_utilization을 %(value)s(으)로 설정</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="82"/>
        <source>%(bits)s-bit weights</source>
        <translation>%(bits)s비트 가중치</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="97"/>
        <source>%(first)s + %(second)s</source>
        <translation>%(first)s + %(second)s</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="119"/>
        <source>%(remedy)s (×%(speed)s speed at batch %(batch)s per GPU)</source>
        <translation>%(remedy)s (GPU당 배치 %(batch)s에서 속도 ×%(speed)s)</translation>
    </message>
    <message>
        <location filename="../../dlbox/core/rules/remedy_text.py" line="128"/>
        <source>%(remedy)s (×%(speed)s speed)</source>
        <translation>%(remedy)s (속도 ×%(speed)s)</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="301"/>
        <source>Added to every offer&apos;s job cost, in your currency; 0 leaves the line out</source>
        <translation>모든 요금의 작업 비용에 더해집니다 (설정한 통화 기준). 0이면 넣지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="278"/>
        <source>Data out per job</source>
        <translation>작업당 전송 데이터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="280"/>
        <source>Data stored</source>
        <translation>저장 데이터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="279"/>
        <source>Egress price</source>
        <translation>전송 요금</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="273"/>
        <source>Job extras in the cloud</source>
        <translation>클라우드 작업 추가 비용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="283"/>
        <source>Storage price</source>
        <translation>저장 요금</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="49"/>
        <source>On-demand</source>
        <translation>온디맨드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="50"/>
        <source>Spot / preemptible</source>
        <translation>스팟 / 선점형</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="51"/>
        <source>1-year reserved / committed</source>
        <translation>1년 예약 / 약정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="52"/>
        <source>3-year reserved / committed</source>
        <translation>3년 예약 / 약정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="53"/>
        <source>Sustained-use discount</source>
        <translation>지속 사용 할인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="54"/>
        <source>Monthly subscription</source>
        <translation>월 구독</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="55"/>
        <source>Free tiers</source>
        <translation>무료 등급</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="59"/>
        <source>System</source>
        <translation>시스템 설정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="60"/>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="61"/>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="79"/>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="94"/>
        <source>Every price and cost is shown in this currency</source>
        <translation>모든 가격과 비용을 이 통화로 표시합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="101"/>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="335"/>
        <source>Currency</source>
        <translation>통화</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="102"/>
        <source>Units per 1 USD</source>
        <translation>1 USD당 금액</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="110"/>
        <source>Your own exchange rates; they override the rates shipped with dlbox.
Shipped rates are shown in grey and carry their own date.</source>
        <translation>직접 입력한 환율은 dlbox에 들어 있는 환율보다 우선합니다.
기본 환율은 회색으로 표시되며 각자의 날짜가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="118"/>
        <source>Add rate</source>
        <translation>환율 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="120"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="125"/>
        <source>date and source of your rates, e.g. 2025-06-01 ECB</source>
        <translation>환율의 날짜와 출처, 예: 2025-06-01 ECB</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="128"/>
        <source>My price</source>
        <translation>직접 입력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="146"/>
        <source>Your price per kWh, in the display currency. Unticked: 0.12 USD/kWh,
the worked example of the cost model (Dettmers), converted.</source>
        <translation>표시 통화 기준 kWh당 전기 요금입니다. 선택하지 않으면 비용 모델 예시
(Dettmers)의 0.12 USD/kWh를 환산해 사용합니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="162"/>
        <source>Share of calendar time the box spends training: personal desktop 5–15 %,
shared lab cluster above 35 %, company cluster above 60 %.</source>
        <translation>전체 시간 중 학습에 쓰는 비율: 개인 데스크톱 5–15%,
연구실 공용 클러스터 35% 이상, 회사 클러스터 60% 이상.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="172"/>
        <source> days</source>
        <translation>일</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="175"/>
        <source>Street prices older than this are marked as old in the catalogue and the
build: check today&apos;s price before you buy.</source>
        <translation>이보다 오래된 시중 가격은 카탈로그와 빌드에서 오래된 가격으로 표시됩니다:
구매 전에 오늘 가격을 확인하세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="191"/>
        <source>Mains voltage where the box runs, for the wall-circuit check: e.g. 100 V Japan,
110 V Taiwan, 120 V US and Canada, 220 V Korea and China, 230 V Europe.</source>
        <translation>기기를 쓰는 곳의 상용 전원 전압으로, 콘센트 회로 검사에 씁니다. 예: 일본 100 V,
대만 110 V, 미국·캐나다 120 V, 한국·중국 220 V, 유럽 230 V.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="203"/>
        <source>Rating of the breaker or fuse of the circuit the box plugs into; the check keeps
a continuous load at 80 % of it.</source>
        <translation>기기를 꽂는 회로의 차단기나 퓨즈 정격 전류입니다. 검사에서는 연속 부하를
그 80%까지로 봅니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="210"/>
        <source>I need FP64 (double-precision scientific code)</source>
        <translation>FP64가 필요합니다(배정밀도 과학 계산 코드)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="220"/>
        <source>While you keep editing, an unsaved build is autosaved this often; it is also
autosaved a few seconds after you stop. A crash loses at most this much work.</source>
        <translation>편집하는 동안 저장하지 않은 구성은 이 간격으로 자동 저장되며,
편집을 멈추고 몇 초 뒤에도 저장됩니다. 충돌 시 잃는 작업은 최대 이만큼입니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="227"/>
        <source>The check then notes GPUs that are slow at double precision (most GeForce cards).</source>
        <translation>선택하면 검사에서 배정밀도가 느린 그래픽 카드(대부분의 GeForce 카드)를 알려 줍니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="236"/>
        <source>Cloud providers whose offers appear in the charts (none ticked: all)</source>
        <translation>차트에 상품을 표시할 클라우드 업체 (아무것도 선택하지 않으면 전체)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="249"/>
        <source>(cloud offers are not available in this version)</source>
        <translation>(이 버전에서는 클라우드 상품을 사용할 수 없습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="262"/>
        <source>Pricing models shown</source>
        <translation>표시할 요금제</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="319"/>
        <source>System (%1)</source>
        <translation>시스템 설정 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="333"/>
        <source>Money</source>
        <translation>금액</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="345"/>
        <source>Exchange rates</source>
        <translation>환율</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="347"/>
        <source>Your rates as of</source>
        <translation>직접 입력한 환율 기준일</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="351"/>
        <source>Electricity</source>
        <translation>전기 요금</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="352"/>
        <source>Utilisation</source>
        <translation>가동률</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="353"/>
        <source>Flag prices older than</source>
        <translation>다음보다 오래된 가격 표시</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="355"/>
        <source>Where the box runs</source>
        <translation>기기 설치 환경</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="357"/>
        <source>Mains voltage</source>
        <translation>상용 전원 전압</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="358"/>
        <source>Circuit rating</source>
        <translation>회로 정격 전류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="361"/>
        <source>Cloud offers</source>
        <translation>클라우드 상품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="367"/>
        <source>Appearance</source>
        <translation>모양</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="369"/>
        <source>Theme</source>
        <translation>테마</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="370"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="371"/>
        <source>Autosave every</source>
        <translation>자동 저장 간격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="396"/>
        <source>%1/GB per month</source>
        <translation>%1/GB·월</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="449"/>
        <source>Grey: shipped with dlbox, as of %1</source>
        <translation>회색: dlbox 기본값, %1 기준</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="461"/>
        <source>Shipped with dlbox (%1); type a new value to use your own</source>
        <translation>dlbox 기본값 (%1). 새 값을 입력하면 직접 입력한 환율을 사용합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="326"/>
        <source>Texts, numbers, dates and money follow this language, from the moment you press OK</source>
        <translation>텍스트, 숫자, 날짜, 금액이 이 언어를 따르며 확인을 누르는 즉시 적용됩니다</translation>
    </message>
</context>
<context>
    <name>StackBox</name>
    <message>
        <location filename="../../dlbox/ui/widgets/stack_box.py" line="44"/>
        <source>The training software, for the memory it keeps: FSDP with reentrant checkpointing holds every layer&apos;s input, DeepSpeed its gradient bucket and gathered weights, LitGPT its chunked logits</source>
        <translation>학습 소프트웨어(GPU 메모리에 남기는 내용이 다름): 재진입 체크포인팅을 쓰는 FSDP는 모든 레이어의 입력을, DeepSpeed는 그래디언트 버킷과 모은 가중치를, LitGPT는 청크로 나눈 로짓을 보관합니다</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="68"/>
        <source>images/s</source>
        <translation>이미지/초</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="69"/>
        <source>sequences/s</source>
        <translation>시퀀스/초</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="70"/>
        <source>tokens/s</source>
        <translation>토큰/초</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="71"/>
        <source>samples/s</source>
        <translation>샘플/초</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="74"/>
        <source>images per epoch</source>
        <translation>에포크당 이미지</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="75"/>
        <source>sequences per epoch</source>
        <translation>에포크당 시퀀스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="76"/>
        <source>tokens per epoch</source>
        <translation>에포크당 토큰</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="77"/>
        <source>samples per epoch</source>
        <translation>에포크당 샘플</translation>
    </message>
</context>
<context>
    <name>Values</name>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="75"/>
        <source> (x%1 when shared)</source>
        <translation> (공유 시 x%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="82"/>
        <source>%1: PCIe %2.0 x%3, %4</source>
        <translation>%1: PCIe %2.0 x%3, %4</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="89"/>
        <source>, SATA too</source>
        <translation>, SATA도 지원</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="21"/>
        <source>2.5-inch</source>
        <translation>2.5인치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="22"/>
        <source>3.5-inch</source>
        <translation>3.5인치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="92"/>
        <source>; disables %1</source>
        <translation>; %1 비활성화</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="28"/>
        <source>AIO liquid</source>
        <translation>일체형 수랭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="35"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="33"/>
        <source>DIMM</source>
        <translation>DIMM</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="19"/>
        <source>M.2 22110</source>
        <translation>M.2 22110</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="18"/>
        <source>M.2 2242</source>
        <translation>M.2 2242</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="17"/>
        <source>M.2 2280</source>
        <translation>M.2 2280</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="31"/>
        <source>MXM module</source>
        <translation>MXM 모듈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="14"/>
        <source>NVMe SSD</source>
        <translation>NVMe SSD</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="32"/>
        <source>OAM module</source>
        <translation>OAM 모듈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="29"/>
        <source>PCIe card</source>
        <translation>PCIe 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="15"/>
        <source>SATA SSD</source>
        <translation>SATA SSD</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="34"/>
        <source>SO-DIMM</source>
        <translation>SO-DIMM</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="30"/>
        <source>SXM module</source>
        <translation>SXM 모듈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="20"/>
        <source>U.2</source>
        <translation>U.2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="27"/>
        <source>air</source>
        <translation>공랭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="24"/>
        <source>blower</source>
        <translation>블로워</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="36"/>
        <source>chipset</source>
        <translation>칩셋</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="37"/>
        <source>fully modular</source>
        <translation>풀 모듈러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="16"/>
        <source>hard disk</source>
        <translation>하드 디스크</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="26"/>
        <source>liquid</source>
        <translation>수랭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="51"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="23"/>
        <source>open-air</source>
        <translation>오픈형</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="25"/>
        <source>passive</source>
        <translation>패시브</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="38"/>
        <source>semi-modular</source>
        <translation>세미 모듈러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="39"/>
        <source>PCIe switch</source>
        <translation>PCIe 스위치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="40"/>
        <source>new</source>
        <translation>새 제품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="41"/>
        <source>used</source>
        <translation>중고</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="42"/>
        <source>official</source>
        <translation>공식 지원</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="43"/>
        <source>unofficial</source>
        <translation>비공식</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="44"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="45"/>
        <source>80 PLUS White</source>
        <translation>80 PLUS 화이트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="46"/>
        <source>80 PLUS Bronze</source>
        <translation>80 PLUS 브론즈</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="47"/>
        <source>80 PLUS Silver</source>
        <translation>80 PLUS 실버</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="48"/>
        <source>80 PLUS Gold</source>
        <translation>80 PLUS 골드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="49"/>
        <source>80 PLUS Platinum</source>
        <translation>80 PLUS 플래티넘</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="50"/>
        <source>80 PLUS Titanium</source>
        <translation>80 PLUS 티타늄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="68"/>
        <source>slot %1: %2, PCIe %3.0, %4</source>
        <translation>슬롯 %1: %2, PCIe %3.0, %4</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/value_labels.py" line="52"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
</context>
<context>
    <name>WorkloadBar</name>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="62"/>
        <source>Full fine-tune</source>
        <translation>전체 미세 조정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="63"/>
        <source>LoRA fine-tune</source>
        <translation>LoRA 미세 조정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="64"/>
        <source>QLoRA fine-tune</source>
        <translation>QLoRA 미세 조정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="65"/>
        <source>Inference</source>
        <translation>추론</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="69"/>
        <source>Fine-tune</source>
        <translation>파인튜닝</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="98"/>
        <source>Layout: auto</source>
        <translation>레이아웃: 자동</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="99"/>
        <source>Automatic layout: NCHW in PyTorch, NHWC vendor-tuned</source>
        <translation>자동 레이아웃: PyTorch는 NCHW, 벤더 최적화 스택은 NHWC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="103"/>
        <source>Layout: NCHW</source>
        <translation>레이아웃: NCHW</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="104"/>
        <source>NCHW (PyTorch&apos;s default layout)</source>
        <translation>NCHW(PyTorch 기본 레이아웃)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="108"/>
        <source>Layout: NHWC</source>
        <translation>레이아웃: NHWC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="109"/>
        <source>Channels-last (NHWC, torch.channels_last)</source>
        <translation>Channels-last(NHWC, torch.channels_last)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="119"/>
        <source>Experts: transformers 5&apos;s default (grouped_mm)</source>
        <translation>전문가: transformers 5 기본값 (grouped_mm)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="120"/>
        <source>generate decodes with batched_mm on a GPU: each routed row&apos;s expert weights are copied and read again, so the experts move more bytes than the active weights</source>
        <translation>generate는 GPU에서 batched_mm으로 디코딩합니다: 라우팅된 각 행의 전문가 가중치를 복사한 뒤 다시 읽으므로, 전문가가 활성 가중치보다 더 많은 바이트를 옮깁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="128"/>
        <source>Experts: batched_mm</source>
        <translation>전문가: batched_mm</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="129"/>
        <source>Copies of every routed row&apos;s expert weights multiplied with torch.bmm (what generate switches grouped_mm to for decoding)</source>
        <translation>라우팅된 각 행의 전문가 가중치 사본을 torch.bmm으로 곱합니다 (generate가 디코딩할 때 grouped_mm 대신 쓰는 방식)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="137"/>
        <source>Experts: eager loop (transformers 4)</source>
        <translation>전문가: eager 루프 (transformers 4)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="138"/>
        <source>The per-expert loop transformers 4 ran: each hit expert is read once, but the CPU waits on the GPU twice per expert the batch reaches, so fewer tokens/s</source>
        <translation>transformers 4의 전문가별 루프: 선택된 전문가는 한 번만 읽지만, 배치가 닿는 전문가마다 CPU가 GPU를 두 번 기다리므로 tokens/s가 줄어듭니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="158"/>
        <source>Split: whole layers per GPU</source>
        <translation>분할: GPU마다 전체 레이어</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="159"/>
        <source>Each GPU holds a run of whole layers and a token passes them in turn: the memory adds, the speed does not</source>
        <translation>각 GPU가 연속된 전체 레이어를 맡고 토큰이 차례로 지나갑니다: 메모리는 합쳐지지만 속도는 그렇지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="166"/>
        <source>Split: rows of every matrix (-sm row)</source>
        <translation>분할: 모든 행렬의 행 (-sm row)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="167"/>
        <source>Every weight matrix split by rows: the GPUs&apos; bandwidth adds for the weights, each product is gathered on the main GPU, which also holds the KV cache</source>
        <translation>모든 가중치 행렬을 행으로 나눕니다: 가중치에는 GPU들의 대역폭이 합쳐지고, 각 곱의 결과는 KV 캐시도 가진 메인 GPU로 모입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="174"/>
        <source>Split: one GPU only</source>
        <translation>분할: GPU 하나만</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="175"/>
        <source>The whole model on one GPU; the others add nothing</source>
        <translation>모델 전체를 GPU 하나에 둡니다. 나머지 GPU는 보탬이 되지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="178"/>
        <source>Split: tensor parallel</source>
        <translation>분할: 텐서 병렬</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="179"/>
        <source>Every layer split over the GPUs: their bandwidth adds, two all-reduces per layer</source>
        <translation>모든 레이어를 GPU들에 나눕니다: 대역폭이 합쳐지고, 레이어마다 all-reduce 두 번</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="254"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="394"/>
        <source>Workload</source>
        <translation>워크로드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="266"/>
        <source>The job the speed, memory and cost figures are for; point at an entry of the list for what it runs</source>
        <translation>속도, 메모리, 비용 수치가 가리키는 작업입니다. 목록의 항목을 가리키면 무엇을 실행하는지 보입니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="274"/>
        <source>Model…</source>
        <translation>모델…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="276"/>
        <source>Pick a model of the library (Llama, Qwen, Mistral, Gemma, …) to fine-tune or serve; the arrow loads your own model&apos;s config.json</source>
        <translation>라이브러리에서 모델(Llama, Qwen, Mistral, Gemma, …)을 골라 미세 조정하거나 서빙합니다; 화살표로 직접 만든 모델의 config.json을 불러옵니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="289"/>
        <source>What the model is for: a fine-tune (full, LoRA, QLoRA) or inference</source>
        <translation>모델의 용도: 미세 조정(전체, LoRA, QLoRA) 또는 추론</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="296"/>
        <source>The number format the job computes in (the list names each)</source>
        <translation>작업이 계산에 쓰는 숫자 형식 (목록에 각 형식의 전체 이름이 있습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="308"/>
        <source>Training samples per epoch (images, sequences, …)</source>
        <translation>에포크당 학습 샘플 수 (이미지, 시퀀스 등)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="317"/>
        <source>Passes over the dataset</source>
        <translation>데이터셋을 반복하는 횟수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="329"/>
        <source>Tokens each stream holds (prompt and answer); the whole prompt is read before the first token</source>
        <translation>스트림마다 유지하는 토큰 수 (프롬프트와 답변); 첫 토큰 전에 프롬프트 전체를 읽습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="335"/>
        <source>Until you type one: Ollama&apos;s default for the GPUs&apos; memory (4,096 tokens below 24 GiB, 32,768 up to 48 GiB, 262,144 above), shortened to the longest that fits at these streams</source>
        <translation>직접 입력하기 전까지: GPU 메모리에 따른 Ollama 기본값(24 GiB 미만 4,096 토큰, 48 GiB까지 32,768, 그 이상 262,144)을 이 스트림 수에서 들어가는 가장 긴 값으로 줄여 사용합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="350"/>
        <source>Streams decoded at once (users served together)</source>
        <translation>동시에 디코딩하는 스트림 수 (함께 서빙하는 사용자)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="356"/>
        <source>The serving stack, which sets each token&apos;s fixed costs: llama.cpp (also under Ollama and LM Studio) is the default; vLLM takes 90 % of the card and fills what the weights leave with KV cache; Hugging Face generate waits on the CPU for every token, so fast cards tie. On several GPUs llama.cpp, Hugging Face and AutoAWQ split the model by layers (memory adds, speed does not); vLLM splits every layer (their bandwidth adds); TinyChat uses one GPU</source>
        <translation>토큰마다의 고정 비용을 정하는 서빙 스택: 기본값은 llama.cpp(Ollama와 LM Studio의 기반)입니다. vLLM은 카드의 90 %를 차지하고 가중치가 남긴 공간을 KV 캐시로 채웁니다. Hugging Face generate는 토큰마다 CPU를 기다리므로 빠른 카드도 차이가 없습니다. 여러 GPU에서 llama.cpp, Hugging Face, AutoAWQ는 모델을 레이어 단위로 나누고(메모리는 늘고 속도는 그대로), vLLM은 모든 레이어를 나누며(대역폭이 합쳐짐), TinyChat은 GPU 한 장만 씁니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="373"/>
        <source>16-bit</source>
        <translation>16비트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="375"/>
        <source>16-bit weights</source>
        <translation>16비트 가중치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="378"/>
        <source>How the weights are stored: GGUF types (llama.cpp) or GPTQ/AWQ 4-bit with a scale per group; their bits per weight set the memory and the decode speed</source>
        <translation>가중치 저장 형식: GGUF 유형(llama.cpp) 또는 그룹마다 스케일이 있는 GPTQ/AWQ 4비트. 가중치당 비트 수가 메모리와 디코딩 속도를 정합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="397"/>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="398"/>
        <source>Dataset</source>
        <translation>데이터셋</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="400"/>
        <source>Epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="405"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1279"/>
        <source>Context</source>
        <translation>컨텍스트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="406"/>
        <source>tokens</source>
        <translation>토큰</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="407"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1281"/>
        <source>Concurrency</source>
        <translation>동시 요청</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="428"/>
        <source>config.json…</source>
        <translation>config.json…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="431"/>
        <source>Estimate a model of your own: load its Hugging Face config.json (layers, width, heads, KV heads, FFN, vocabulary, experts)</source>
        <translation>내 모델 추정: Hugging Face config.json을 불러옵니다(레이어, 폭, 헤드, KV 헤드, FFN, 어휘, 전문가 수)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="473"/>
        <source>Gradient accumulation: micro-batches whose gradients are summed before one optimizer step. The effective batch is the batch per GPU × this × the GPUs; the optimizer step and the gradient all-reduce run once per step, so a larger count trains a little faster per sample without using more memory</source>
        <translation>그래디언트 누적: 여러 마이크로 배치의 그래디언트를 합산한 뒤 옵티마이저 스텝을 한 번 실행합니다. 유효 배치 = GPU당 배치 × 이 값 × GPU 수이며, 옵티마이저 스텝과 그래디언트 all-reduce는 스텝마다 한 번만 실행되므로 값이 클수록 샘플당 학습이 약간 빨라지고 메모리는 더 쓰지 않습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="488"/>
        <source>How a CNN keeps its activations: NCHW (PyTorch&apos;s default) transposes them around every tensor-core convolution; channels-last (NHWC) does not. Automatic follows the software stack: NCHW in PyTorch, eager or compiled (torch.compile keeps the layout it is given), NHWC in vendor-tuned stacks</source>
        <translation>CNN 활성값의 메모리 레이아웃: NCHW(PyTorch 기본값)는 텐서 코어 합성곱마다 앞뒤로 전치하고, channels-last(NHWC)는 그렇지 않습니다. 자동: 소프트웨어 스택을 따릅니다(PyTorch는 eager든 컴파일이든 NCHW — torch.compile은 주어진 레이아웃을 유지, 벤더 최적화 스택은 NHWC)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="500"/>
        <source>Accum.</source>
        <translation>누적</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="556"/>
        <source>The GPU kernel that multiplies the quantised weights while decoding. Some kernels turn every weight into a float with a conversion instruction, which the GPU runs on a separate unit at a quarter of its integer rate, beside the integer work: it costs tokens/s only where it outlasts that work and decoding is not limited by memory bandwidth. Automatic: the format&apos;s usual kernel (GGUF: llama.cpp MMVQ, GPTQ/AWQ: ExLlamaV2, torchao: tinygemm). 16-bit weights use no such kernel.</source>
        <translation>디코딩 중 양자화된 가중치를 곱하는 GPU 커널입니다. 일부 커널은 변환 명령으로 모든 가중치를 부동소수점으로 바꾸는데, GPU는 이를 별도 유닛에서 정수 처리율의 4분의 1 속도로 정수 연산과 동시에 실행합니다. 변환이 정수 연산보다 오래 걸리고 디코딩이 메모리 대역폭에 묶이지 않을 때만 초당 토큰 수가 줄어듭니다. 자동: 포맷의 기본 커널(GGUF: llama.cpp MMVQ, GPTQ/AWQ: ExLlamaV2, torchao: tinygemm). 16비트 가중치는 이런 커널을 쓰지 않습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="594"/>
        <source>Mixture of experts</source>
        <translation>전문가 혼합</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="606"/>
        <source>Several GPUs</source>
        <translation>여러 GPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="609"/>
        <source>Split: the engine&apos;s own</source>
        <translation>분할: 엔진 기본값</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="624"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="761"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="773"/>
        <source>llama.cpp build</source>
        <translation>llama.cpp 빌드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="627"/>
        <source>Current build</source>
        <translation>현재 빌드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="633"/>
        <source>Other build date…</source>
        <translation>다른 빌드 날짜…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="636"/>
        <source>Type the date of your llama.cpp build (YYYY, YYYY-MM or YYYY-MM-DD): Ollama, LM Studio and text-generation-webui each bundle a build of some date</source>
        <translation>사용하는 llama.cpp 빌드의 날짜를 입력하세요(YYYY, YYYY-MM 또는 YYYY-MM-DD). Ollama, LM Studio, text-generation-webui는 각각 어느 날짜의 빌드를 포함합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="659"/>
        <source>%1: converts every weight</source>
        <translation>%1: 모든 가중치를 변환</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="571"/>
        <source>Automatic: the format&apos;s usual kernel</source>
        <translation>자동: 형식의 기본 커널</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="579"/>
        <source>Attention copies K/V to every head (ExLlamaV2, no FlashAttention)</source>
        <translation>어텐션이 K/V를 모든 헤드에 복사 (ExLlamaV2, FlashAttention 끔)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="586"/>
        <source>Plain PyTorch attention after repeat_kv copies the K/V cache out to every query head, so each token reads the cache 1 + 2 × heads/KV-heads times instead of once: far fewer tokens/s at long contexts (ExLlamaV2 with flash attention off)</source>
        <translation>repeat_kv 뒤의 일반 PyTorch 어텐션은 K/V 캐시를 모든 쿼리 헤드로 복사하므로 토큰마다 캐시를 한 번이 아니라 1 + 2 × 헤드 수/KV 헤드 수 번 읽습니다. 긴 컨텍스트에서 tokens/s가 크게 낮아집니다(ExLlamaV2에서 flash attention을 끈 경우)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="661"/>
        <source>%1: no per-weight conversion</source>
        <translation>%1: 가중치별 변환 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="689"/>
        <source>From %1 on: %2 (%3)</source>
        <translation>%1부터: %2 (%3)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="696"/>
        <source>Builds from before the first of llama.cpp&apos;s 2025 CUDA kernel fusions (the builds the estimator&apos;s llama.cpp runs were measured on)</source>
        <translation>llama.cpp의 2025년 첫 CUDA 커널 융합 이전 빌드(추정기가 쓰는 llama.cpp 측정값이 나온 빌드)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="723"/>
        <source>Current build: %1 kernels a layer</source>
        <translation>현재 빌드: 레이어당 커널 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="725"/>
        <source>Built before %2: %1 kernels a layer</source>
        <translation>%2 이전 빌드: 레이어당 커널 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="730"/>
        <source>Built %2 to %3: %1 kernels a layer</source>
        <translation>%2 ~ %3 빌드: 레이어당 커널 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="735"/>
        <source>Build of %2: %1 kernels a layer</source>
        <translation>%2 빌드: 레이어당 커널 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="762"/>
        <source>Date of the llama.cpp build (YYYY, YYYY-MM or YYYY-MM-DD):</source>
        <translation>llama.cpp 빌드 날짜(YYYY, YYYY-MM 또는 YYYY-MM-DD):</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="890"/>
        <source>Kernel: auto</source>
        <translation>커널: 자동</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="936"/>
        <source>loading workloads…</source>
        <translation>워크로드 불러오는 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="965"/>
        <source>GPTQ/AWQ 4-bit, group %1</source>
        <translation>GPTQ/AWQ 4비트, 그룹 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="967"/>
        <source>torchao int4, group %1</source>
        <translation>torchao int4, 그룹 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="969"/>
        <source>bitsandbytes NF4 (%1)</source>
        <translation>bitsandbytes NF4 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="971"/>
        <source>GGUF %1</source>
        <translation>GGUF %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="987"/>
        <source>(speed estimates not available)</source>
        <translation>(속도 추정을 사용할 수 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="989"/>
        <source>The training-speed estimator is not available in this version.</source>
        <translation>이 버전에서는 학습 속도 추정기를 사용할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1049"/>
        <source>Load a model&apos;s config.json</source>
        <translation>모델의 config.json 불러오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1051"/>
        <source>Hugging Face config (*.json)</source>
        <translation>Hugging Face 설정 (*.json)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1061"/>
        <source>Cannot use this config</source>
        <translation>이 설정을 쓸 수 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="1119"/>
        <source>Only decoder language models are served token by token</source>
        <translation>디코더 언어 모델만 토큰 단위로 생성(추론)합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="22"/>
        <source>Latents: the VAE encodes every image</source>
        <translation>잠재 표현: VAE가 모든 이미지를 인코딩</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="23"/>
        <source>The VAE encoder runs on every image each step (diffusers&apos; scripts)</source>
        <translation>매 스텝 모든 이미지에 VAE 인코더를 실행 (diffusers 스크립트)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="30"/>
        <source>Latents cached before training</source>
        <translation>학습 전에 잠재 표현 캐시</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="31"/>
        <source>Latents computed once before training: no VAE in the step (faster per image)</source>
        <translation>잠재 표현을 학습 전에 한 번 계산: 스텝에 VAE 없음 (이미지당 더 빠름)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="39"/>
        <source>Text encoder: frozen, run every step</source>
        <translation>텍스트 인코더: 고정, 매 스텝 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="40"/>
        <source>The text encoder runs forward, frozen, every step</source>
        <translation>텍스트 인코더가 고정된 채 매 스텝 순전파를 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="45"/>
        <source>Text encoder: embeddings cached</source>
        <translation>텍스트 인코더: 임베딩 캐시</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="46"/>
        <source>Prompt embeddings computed once: no text encoder in the step (a little faster)</source>
        <translation>프롬프트 임베딩을 한 번만 계산: 스텝에 텍스트 인코더 없음 (조금 더 빠름)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="54"/>
        <source>Text encoder trained with the U-Net</source>
        <translation>텍스트 인코더를 U-Net과 함께 학습</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="55"/>
        <source>Trained text encoder: its backward every step, and its weights, gradients and optimizer states in memory (its LoRA maps with LoRA)</source>
        <translation>텍스트 인코더 학습: 매 스텝 역전파가 추가되고, 가중치·그래디언트·옵티마이저 상태가 메모리를 차지 (LoRA 사용 시 LoRA 행렬)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="64"/>
        <source>VAE precision: the workload&apos;s usual</source>
        <translation>VAE 정밀도: 워크로드 기본값</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="65"/>
        <source>The VAE in the precision the workload&apos;s source ran it in</source>
        <translation>VAE를 워크로드 출처가 사용한 정밀도로 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="72"/>
        <source>VAE in FP32</source>
        <translation>VAE를 FP32로</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="73"/>
        <source>The VAE kept in FP32 to avoid NaN losses (SDXL scripts, --no_half_vae): it runs at the FP32/TF32 rate, slower than 16-bit</source>
        <translation>NaN 손실을 피하려고 VAE를 FP32로 유지 (SDXL 스크립트, --no_half_vae): FP32/TF32 속도로 실행되어 16비트보다 느림</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="82"/>
        <source>VAE in 16-bit</source>
        <translation>VAE를 16비트로</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="83"/>
        <source>The VAE in the run&apos;s 16-bit precision, at the tensor-core rate</source>
        <translation>VAE를 실행의 16비트 정밀도로, 텐서 코어 속도로 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="90"/>
        <source>Attention: fused (xformers, SDPA)</source>
        <translation>어텐션: 융합 (xformers, SDPA)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="91"/>
        <source>A fused attention kernel (xformers or PyTorch 2 SDPA): scores never stored</source>
        <translation>융합 어텐션 커널 (xformers 또는 PyTorch 2 SDPA): 점수를 저장하지 않음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="99"/>
        <source>Attention: materialized (no xformers)</source>
        <translation>어텐션: 구체화 (xformers 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="100"/>
        <source>Every attention score written to memory and read back: slower, and far more activation memory without checkpointing</source>
        <translation>모든 어텐션 점수를 메모리에 쓰고 다시 읽음: 더 느리고, 체크포인팅 없이는 활성화 메모리가 훨씬 많음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="109"/>
        <source>Prior preservation (DreamBooth)</source>
        <translation>사전 보존 (DreamBooth)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="110"/>
        <source>Prior preservation: a class image with every instance image doubles the U-Net work and activations per step (speed in instance images/s)</source>
        <translation>사전 보존: 인스턴스 이미지마다 클래스 이미지가 붙어 스텝당 U-Net 연산과 활성화가 두 배 (속도는 인스턴스 이미지/초)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="119"/>
        <source>EMA of the weights</source>
        <translation>가중치 EMA</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="120"/>
        <source>An EMA copy of the trained weights: an FP32 shadow in GPU memory (4 bytes per parameter) and an update of every tensor each optimizer step</source>
        <translation>학습 가중치의 EMA 사본: GPU 메모리에 FP32 섀도 사본 (파라미터당 4바이트), 옵티마이저 스텝마다 모든 텐서 업데이트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="140"/>
        <source>What a diffusion fine-tuning step runs besides the U-Net: cached latents or text embeddings, a trained text encoder, the VAE&apos;s precision, the attention kernel, DreamBooth prior preservation and an EMA. Each changes the speed and the memory as `dlbox estimate` does</source>
        <translation>확산 모델 파인튜닝의 각 스텝에서 U-Net 외에 실행되는 것: 캐시된 잠재 표현이나 텍스트 임베딩, 함께 학습하는 텍스트 인코더, VAE 정밀도, 어텐션 커널, DreamBooth 사전 보존, EMA. 각각 `dlbox estimate`와 똑같이 속도와 메모리를 바꿉니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/diffusion_menu.py" line="209"/>
        <source>Options…</source>
        <translation>옵션…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="61"/>
        <source>The PyTorch release the training runs: on H100, H200 and B200 GPUs its attention (scaled_dot_product_attention) picks cuDNN&apos;s kernel in some releases and FlashAttention&apos;s, which runs at about half a Hopper&apos;s tensor peak, in others</source>
        <translation>학습에 쓰는 PyTorch 릴리스: H100, H200, B200에서 어텐션(scaled_dot_product_attention)은 어떤 릴리스에서는 cuDNN 커널을, 다른 릴리스에서는 Hopper 텐서 최고 성능의 절반쯤으로 도는 FlashAttention 커널을 고릅니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="85"/>
        <source>PyTorch %1 or newer</source>
        <translation>PyTorch %1 이상</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="87"/>
        <source>PyTorch %1 or older</source>
        <translation>PyTorch %1 이하</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="89"/>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="131"/>
        <source>PyTorch %1</source>
        <translation>PyTorch %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="92"/>
        <source>%1: %2 attention</source>
        <translation>%1: %2 어텐션</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/pytorch_menu.py" line="129"/>
        <source>PyTorch: newest</source>
        <translation>PyTorch: 최신</translation>
    </message>
</context>
</TS>
