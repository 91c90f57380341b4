<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="43"/>
        <source>PCPartPicker scrape of 2025-07-23: part prices and the parts import</source>
        <translation>2025-07-23에 수집한 PCPartPicker 데이터: 부품 가격과 부품 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="51"/>
        <source>accelerator specifications and launch prices</source>
        <translation>가속기 사양과 출시 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="56"/>
        <source>facts, cited per row</source>
        <translation>사실 정보, 행마다 출처 표기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="57"/>
        <source>GPU specifications, checked against NVIDIA and AMD datasheets</source>
        <translation>그래픽 카드 사양, NVIDIA와 AMD 데이터시트로 확인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="64"/>
        <source>measured figures, cited per row (TensorFlow runs: BSD-3-Clause-style)</source>
        <translation>실측 수치, 행마다 출처 표기 (TensorFlow 실행 결과: BSD-3-Clause 계열)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="67"/>
        <source>training throughput the speed estimate is calibrated on</source>
        <translation>속도 추정치 보정에 쓰인 학습 처리량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="72"/>
        <source>published prices (facts)</source>
        <translation>공개 가격 (사실 정보)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="73"/>
        <source>AWS, Google Cloud, Azure, Lambda and Vast.ai GPU prices</source>
        <translation>AWS, Google Cloud, Azure, Lambda, Vast.ai의 GPU 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="78"/>
        <source>reuse permitted with the source acknowledged</source>
        <translation>출처를 밝히면 재사용 가능</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="79"/>
        <source>currency conversion (cross rates via the euro)</source>
        <translation>통화 환산 (유로를 거친 교차 환율)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="106"/>
        <source>Part specifications</source>
        <translation>부품 사양</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="109"/>
        <source>%1 parts</source>
        <translation>부품 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="113"/>
        <source>Part prices</source>
        <translation>부품 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="116"/>
        <source>%1 prices</source>
        <translation>가격 %1건</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="120"/>
        <source>Cloud prices</source>
        <translation>클라우드 가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="125"/>
        <source>%1 offers</source>
        <translation>상품 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="129"/>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="139"/>
        <source>not available</source>
        <translation>사용할 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="130"/>
        <source>Exchange rates</source>
        <translation>환율</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="135"/>
        <source>%1 rates</source>
        <translation>환율 %1건</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="146"/>
        <source>none (%1)</source>
        <translation>없음 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="148"/>
        <source>as of %1 (%2)</source>
        <translation>%1 기준 (%2)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="168"/>
        <source>Plan a deep-learning workstation: parts that fit, training speed, and cost against cloud GPUs. Every figure carries its source and date.</source>
        <translation>딥러닝 워크스테이션을 계획합니다. 서로 맞는 부품을 고르고, 학습 속도와 클라우드 GPU 대비 비용을 확인하세요. 모든 수치에는 출처와 날짜가 붙어 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="173"/>
        <source>Training benchmarks: Lambda runs v0 (2020–22), v1 and v2 (2025).</source>
        <translation>학습 벤치마크: Lambda의 v0(2020–22), v1, v2(2025) 실행 결과.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="176"/>
        <source>dlbox is MIT-licensed. Built with %1.</source>
        <translation>dlbox는 MIT 라이선스로 배포됩니다. 사용한 구성 요소: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="177"/>
        <source>Data</source>
        <translation>데이터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="178"/>
        <source>Data sources and licences</source>
        <translation>데이터 출처와 라이선스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="179"/>
        <source>Software</source>
        <translation>소프트웨어</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/about_dialog.py" line="197"/>
        <source>About dlbox</source>
        <translation>dlbox 정보</translation>
    </message>
</context>
<context>
    <name>Actions</name>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="33"/>
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
        <location filename="../../dlbox/ui/actions.py" line="68"/>
        <source>&amp;Import Parts…</source>
        <translation>부품 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="69"/>
        <source>Import PCPartPicker (docyx) CSV files or a price-override CSV</source>
        <translation>PCPartPicker(docyx) CSV 파일 또는 가격 덮어쓰기 CSV 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="77"/>
        <source>Open E&amp;xample…</source>
        <translation>예제 열기(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="78"/>
        <source>Open one of the example builds</source>
        <translation>예제 구성 중 하나 열기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="84"/>
        <source>Clear Recent</source>
        <translation>최근 항목 지우기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="85"/>
        <source>Forget the recently opened files</source>
        <translation>최근에 연 파일 목록 지우기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="89"/>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="90"/>
        <source>Quit dlbox</source>
        <translation>dlbox 종료</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="97"/>
        <location filename="../../dlbox/ui/actions.py" line="221"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="98"/>
        <source>Undo the last change to the build</source>
        <translation>구성의 마지막 변경 실행 취소</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="104"/>
        <location filename="../../dlbox/ui/actions.py" line="225"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="105"/>
        <source>Redo the change just undone</source>
        <translation>방금 취소한 변경 다시 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="111"/>
        <source>&amp;Remove Part</source>
        <translation>부품 제거(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="112"/>
        <source>Remove the selected line from the build</source>
        <translation>선택한 항목을 구성에서 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="118"/>
        <source>Re&amp;place Part</source>
        <translation>부품 교체(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="119"/>
        <source>Replace the selected line with the part selected in the catalogue</source>
        <translation>선택한 항목을 부품 목록에서 선택한 부품으로 교체</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="127"/>
        <source>&amp;Add to Build</source>
        <translation>구성에 추가(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="128"/>
        <source>Add the part selected in the catalogue</source>
        <translation>부품 목록에서 선택한 부품 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="134"/>
        <source>&amp;Find Part</source>
        <translation>부품 찾기(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="135"/>
        <source>Search the catalogue</source>
        <translation>부품 목록 검색</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="141"/>
        <source>&amp;Settings…</source>
        <translation>설정(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="142"/>
        <source>Currency, electricity price, utilisation, theme, language</source>
        <translation>통화, 전기 요금, 가동률, 테마, 언어</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="149"/>
        <source>Add &amp;Custom Part…</source>
        <translation>사용자 부품 추가(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="150"/>
        <source>Enter a part by hand into your own catalogue</source>
        <translation>내 부품 목록에 부품을 직접 입력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="156"/>
        <source>&amp;Remove Imported Parts…</source>
        <translation>가져온 부품 제거(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="157"/>
        <source>Take imported or hand-entered parts out of the catalogue</source>
        <translation>가져오거나 직접 입력한 부품을 목록에서 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="164"/>
        <source>&amp;Compatible Parts Only</source>
        <translation>호환 부품만 표시(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="165"/>
        <source>Hide catalogue parts that do not fit the build</source>
        <translation>구성에 맞지 않는 부품을 목록에서 숨기기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="171"/>
        <source>Reset &amp;Layout</source>
        <translation>레이아웃 초기화(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="172"/>
        <source>Put every panel back where it started</source>
        <translation>모든 패널을 처음 위치로 되돌리기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="177"/>
        <source>&amp;Data Issues</source>
        <translation>데이터 문제(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="178"/>
        <source>Catalogue rows that could not be loaded</source>
        <translation>불러오지 못한 목록 행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="180"/>
        <source>&amp;About dlbox</source>
        <translation>dlbox 정보(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="221"/>
        <source>&amp;Undo %1</source>
        <translation>%1 실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/actions.py" line="225"/>
        <source>&amp;Redo %1</source>
        <translation>%1 다시 실행(&amp;R)</translation>
    </message>
</context>
<context>
    <name>Analysis</name>
    <message>
        <location filename="../../dlbox/ui/analysis.py" line="61"/>
        <source>Adds a new error to the build.</source>
        <translation>구성에 새 오류가 생깁니다.</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../dlbox/ui/app.py" line="97"/>
        <source>Recovered the unsaved build from the last session</source>
        <translation>지난 세션에서 저장하지 않은 구성을 복구했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/app.py" line="126"/>
        <source>The parts catalogue cannot be loaded:</source>
        <translation>부품 목록을 불러올 수 없습니다:</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="105"/>
        <source>Recover unsaved build?</source>
        <translation>저장하지 않은 구성을 복구할까요?</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="106"/>
        <source>dlbox did not close cleanly last time. Recover the unsaved build

%1?</source>
        <translation>dlbox가 지난번에 정상적으로 종료되지 않았습니다. 저장하지 않은 구성

%1을(를) 복구할까요?</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="119"/>
        <source>Recover unsaved builds?</source>
        <translation>저장하지 않은 구성을 복구할까요?</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/autosave.py" line="120"/>
        <source>dlbox did not close cleanly. Recover one of these unsaved builds?</source>
        <translation>dlbox가 정상적으로 종료되지 않았습니다. 저장하지 않은 다음 구성 중 하나를 복구할까요?</translation>
    </message>
</context>
<context>
    <name>BuildEditor</name>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="89"/>
        <source>Build name</source>
        <translation>구성 이름</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="90"/>
        <source>The build&apos;s name, saved in the file</source>
        <translation>파일에 저장되는 구성 이름</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="117"/>
        <source>Add</source>
        <translation>추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="118"/>
        <source>Replace</source>
        <translation>교체</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="119"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="120"/>
        <source>Undo</source>
        <translation>실행 취소</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="121"/>
        <source>Redo</source>
        <translation>다시 실행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="177"/>
        <source>Total %1</source>
        <translation>합계 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="178"/>
        <source>Sum of every line at today&apos;s catalogue prices, converted at the rates in Settings.</source>
        <translation>모든 항목을 현재 목록 가격으로 합산하고 설정의 환율로 환산한 금액입니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="183"/>
        <source> + parts in %1</source>
        <translation> + %1 표시 부품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="184"/>
        <source>No exchange rate for %1: those lines are not in the total.</source>
        <translation>%1 환율이 없어 해당 항목은 합계에 포함되지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/build_editor.py" line="189"/>
        <source>No price known for: %1</source>
        <translation>가격 정보 없음: %1</translation>
    </message>
</context>
<context>
    <name>BuildModel</name>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="31"/>
        <source>Category</source>
        <translation>분류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="32"/>
        <source>Part</source>
        <translation>부품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="33"/>
        <source>Qty</source>
        <translation>수량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="34"/>
        <source>Unit price</source>
        <translation>단가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="35"/>
        <source>Line total</source>
        <translation>소계</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="92"/>
        <source>Not in the catalogue — using the saved specs.</source>
        <translation>목록에 없음 — 저장된 사양을 사용합니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="94"/>
        <source>The catalogue&apos;s entry changed since this build was saved.</source>
        <translation>이 구성을 저장한 뒤 목록의 해당 항목이 바뀌었습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="98"/>
        <source>No exchange rate for %1: add one in Settings.</source>
        <translation>%1 환율이 없습니다. 설정에서 추가하세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="156"/>
        <source>Catalogue prices converted at the rates in Settings; each price&apos;s date is in the catalogue&apos;s details.</source>
        <translation>목록 가격을 설정의 환율로 환산했습니다. 가격별 날짜는 목록의 상세 정보에 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="188"/>
        <source>Choose a %1…</source>
        <translation>%1 선택…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="198"/>
        <source>%1 (unavailable)</source>
        <translation>%1 (사용 불가)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="216"/>
        <source>Double-click a %1 in the catalogue, or drag it here.</source>
        <translation>목록에서 %1을(를) 두 번 클릭하거나 여기로 끌어 오세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="224"/>
        <source>No price in the catalogue for this part.</source>
        <translation>목록에 이 부품의 가격이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="226"/>
        <source>%1 %2 on %3 (%4)</source>
        <translation>%1 %2, %3 (%4)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="229"/>
        <source>unknown date</source>
        <translation>날짜 미상</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="230"/>
        <source>source not given</source>
        <translation>출처 미기재</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="233"/>
        <source>Converted at the newest rate — %1</source>
        <translation>최신 환율로 환산 — %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="239"/>
        <source>A build holds one of these; the quantity counts identical units.</source>
        <translation>구성에는 이 부품이 하나만 들어가며, 수량은 같은 부품의 개수입니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/models/build_model.py" line="242"/>
        <source>Double-click to change the quantity.</source>
        <translation>두 번 클릭해 수량을 변경하세요.</translation>
    </message>
</context>
<context>
    <name>CatalogueBrowser</name>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="179"/>
        <source>Search name and specs…</source>
        <translation>이름과 사양 검색…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="193"/>
        <source>Reset filters</source>
        <translation>필터 초기화</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="221"/>
        <source>Select a part to see every spec, its source and date.</source>
        <translation>부품을 선택하면 모든 사양과 출처, 날짜를 볼 수 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="292"/>
        <source>Does not fit: %1</source>
        <translation>맞지 않음: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="312"/>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="317"/>
        <source> · %1 hidden as incompatible</source>
        <translation> · 호환되지 않는 %1개 숨김</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="322"/>
        <source>Parts that do not fit the current build are hidden; untick “Compatible only” to see them greyed, with the reason on hover.</source>
        <translation>현재 구성에 맞지 않는 부품은 숨겨져 있습니다. ‘호환 부품만’ 선택을 해제하면 회색으로 표시되며, 마우스를 올리면 이유가 보입니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="328"/>
        <source>The compatibility check is not available, so no part is hidden.</source>
        <translation>호환성 검사를 사용할 수 없어 숨긴 부품이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="421"/>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="429"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="423"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="433"/>
        <source>source not given</source>
        <translation>출처 미기재</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="434"/>
        <source>Price</source>
        <translation>가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="435"/>
        <source>Specs</source>
        <translation>사양</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="436"/>
        <source>Does not fit the build:</source>
        <translation>구성에 맞지 않음:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="441"/>
        <source>%1, as of %2</source>
        <translation>%1, %2 기준</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="476"/>
        <source>Compatible with my build only</source>
        <translation>내 구성과 호환되는 부품만</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/catalogue_browser.py" line="481"/>
        <source>Hide parts that would not fit the build. Untick to see them greyed out;
hover a greyed part to read why it does not fit.</source>
        <translation>구성에 맞지 않는 부품을 숨깁니다. 선택을 해제하면 회색으로 표시되며,
회색 부품에 마우스를 올리면 맞지 않는 이유를 볼 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>Categories</name>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="15"/>
        <source>GPUs</source>
        <translation>그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="16"/>
        <source>CPUs</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="17"/>
        <source>Motherboards</source>
        <translation>메인보드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="18"/>
        <location filename="../../dlbox/ui/labels.py" line="29"/>
        <source>Memory</source>
        <translation>메모리</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="19"/>
        <location filename="../../dlbox/ui/labels.py" line="30"/>
        <source>Storage</source>
        <translation>저장 장치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="20"/>
        <source>Power supplies</source>
        <translation>파워 서플라이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="21"/>
        <source>Cases</source>
        <translation>케이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="22"/>
        <source>Coolers</source>
        <translation>쿨러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="26"/>
        <source>GPU</source>
        <translation>그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="27"/>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="28"/>
        <source>Motherboard</source>
        <translation>메인보드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="31"/>
        <source>Power supply</source>
        <translation>파워 서플라이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="32"/>
        <source>Case</source>
        <translation>케이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/labels.py" line="33"/>
        <source>CPU cooler</source>
        <translation>CPU 쿨러</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../../dlbox/ui/charts/base.py" line="64"/>
        <source>Export this chart as %1</source>
        <translation>이 차트를 %1(으)로 내보내기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/base.py" line="152"/>
        <source>Export %1</source>
        <translation>‘%1’ 내보내기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="21"/>
        <source>Cost breakdown</source>
        <translation>비용 구성</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="73"/>
        <source>Price (%1)</source>
        <translation>가격 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="82"/>
        <source>Total %1</source>
        <translation>합계 %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="85"/>
        <source>left out: prices in %1 (no exchange rate)</source>
        <translation>제외됨: %1 가격 (환율 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/cost_breakdown.py" line="90"/>
        <source>no price for %1</source>
        <translation>%1 가격 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="27"/>
        <source>Own vs rent</source>
        <translation>구매 vs 임대</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="35"/>
        <source>Training hours</source>
        <translation>학습 시간</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="36"/>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="101"/>
        <source>Calendar months</source>
        <translation>개월 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="38"/>
        <source>Months assume the utilisation set in Settings</source>
        <translation>개월 수는 설정의 가동률을 기준으로 합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="56"/>
        <location filename="../../dlbox/ui/charts/pareto.py" line="98"/>
        <source>This build</source>
        <translation>이 구성</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="103"/>
        <source>Training hours (h)</source>
        <translation>학습 시간 (h)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="106"/>
        <source>Cumulative cost (%1)</source>
        <translation>누적 비용 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="127"/>
        <source>This build (capital + electricity)</source>
        <translation>이 구성 (구입비 + 전기 요금)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="150"/>
        <source>%1: owning is cheaper after %2 days</source>
        <translation>%1: %2일 후부터 구매가 더 저렴</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="161"/>
        <source>Speed-adjusted against the cheapest offer of %1 providers (of %2 offers)</source>
        <translation>속도를 보정해 %1개 업체의 최저가 상품과 비교 (전체 %2개 상품)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="166"/>
        <source>utilisation %1%</source>
        <translation>가동률 %1%</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="174"/>
        <source>earliest break-even after %1 days</source>
        <translation>최단 %1일 후 손익분기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="179"/>
        <source>renting stays cheaper within the horizon</source>
        <translation>표시 기간 내에는 임대가 계속 더 저렴</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/own_vs_rent.py" line="190"/>
        <source>Own vs rent: %1.</source>
        <translation>구매 vs 임대: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="21"/>
        <source>Job: time vs cost</source>
        <translation>작업: 시간 vs 비용</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="60"/>
        <source>Time to train (h)</source>
        <translation>학습 소요 시간 (h)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="61"/>
        <source>Job cost (%1)</source>
        <translation>작업 비용 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="66"/>
        <source>the estimator gave no time to train</source>
        <translation>추정기가 학습 시간을 내지 못했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="72"/>
        <source>Job: %1.</source>
        <translation>작업: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="100"/>
        <source>(electricity %1 + capital over %2 years)</source>
        <translation>(전기 요금 %1 + %2년 상각 구입비)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/pareto.py" line="116"/>
        <source>This build: %1 h, %2 (electricity + capital over %3 years) · %4 offers on the Pareto front · %5 faster, %6 cheaper than the build · ★ this build, orange: Pareto front, grey: other offers (hover for details)</source>
        <translation>이 구성: %1시간, %2 (전기 요금 + %3년 상각 구입비) · 파레토 프런트 상품 %4개 · 이 구성보다 빠른 상품 %5개, 저렴한 상품 %6개 · ★ 이 구성, 주황: 파레토 프런트, 회색: 기타 상품 (마우스를 올리면 상세 정보)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="26"/>
        <source>Speed</source>
        <translation>속도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="56"/>
        <source>Speed: %1.</source>
        <translation>속도: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="78"/>
        <source>Throughput (%1)</source>
        <translation>처리량 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="91"/>
        <source>This build: %1 %2 (estimate, band %3–%4)</source>
        <translation>이 구성: %1 %2 (추정치, 범위 %3–%4)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="97"/>
        <source>Add a GPU to see this build&apos;s speed</source>
        <translation>그래픽 카드를 추가하면 이 구성의 속도를 볼 수 있습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="102"/>
        <source> · orange: this build, blue: single GPUs, sky: cloud instances</source>
        <translation> · 주황: 이 구성, 파랑: 단일 그래픽 카드, 하늘색: 클라우드 인스턴스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="111"/>
        <source> · does not fit in GPU memory (needs %1 GB per GPU)</source>
        <translation> · 그래픽 카드 메모리 부족 (카드당 %1 GB 필요)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="116"/>
        <source> · bound by %1</source>
        <translation> · 병목: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/charts/speed.py" line="117"/>
        <source>, batch %1 per GPU</source>
        <translation>, 카드당 배치 %1</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="25"/>
        <source>VRAM</source>
        <translation>VRAM</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="26"/>
        <source>Bandwidth</source>
        <translation>대역폭</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="27"/>
        <source>FP16 tensor</source>
        <translation>FP16 텐서</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="28"/>
        <source>Power</source>
        <translation>전력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="29"/>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="30"/>
        <source>Slots</source>
        <translation>슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="31"/>
        <source>Boost</source>
        <translation>부스트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="32"/>
        <source>Sustained power</source>
        <translation>지속 전력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="33"/>
        <source>PCIe lanes</source>
        <translation>PCIe 레인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="34"/>
        <source>RAM slots</source>
        <translation>메모리 슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="35"/>
        <source>x16 slots</source>
        <translation>x16 슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="36"/>
        <source>Capacity</source>
        <translation>용량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="37"/>
        <source>Speed</source>
        <translation>속도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="38"/>
        <source>Seq. read</source>
        <translation>순차 읽기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="39"/>
        <source>Random read</source>
        <translation>랜덤 읽기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="40"/>
        <source>Wattage</source>
        <translation>용량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="41"/>
        <source>ATX</source>
        <translation>ATX</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="42"/>
        <source>8-pin</source>
        <translation>8핀</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="43"/>
        <source>12V-2x6</source>
        <translation>12V-2x6</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="44"/>
        <source>Type</source>
        <translation>유형</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="45"/>
        <source>Max GPU</source>
        <translation>최대 그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="46"/>
        <source>Exp. slots</source>
        <translation>확장 슬롯</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="47"/>
        <source>Max cooler</source>
        <translation>최대 쿨러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="48"/>
        <source>Height</source>
        <translation>높이</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="49"/>
        <source>Radiator</source>
        <translation>라디에이터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="50"/>
        <source>Rated</source>
        <translation>정격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="51"/>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="57"/>
        <source>GPU memory: bounds the model and batch size that fit</source>
        <translation>그래픽 카드 메모리: 올릴 수 있는 모델과 배치 크기를 결정합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="58"/>
        <source>Memory bandwidth: within a GPU family, speed tracks this best</source>
        <translation>메모리 대역폭: 같은 세대 그래픽 카드에서는 속도가 이 값을 가장 잘 따릅니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="61"/>
        <source>Dense FP16/BF16 tensor throughput with FP32 accumulate (the rate training uses; no 2:4 sparsity)</source>
        <translation>FP32 누산 기준 밀집 FP16/BF16 텐서 연산 성능 (학습에 쓰이는 값, 2:4 희소성 제외)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="65"/>
        <source>Board power: what the PSU must feed per card (spikes go higher)</source>
        <translation>보드 전력: 파워가 카드마다 공급해야 하는 전력 (순간 피크는 더 높음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="68"/>
        <source>Card length: must fit the case&apos;s GPU clearance</source>
        <translation>카드 길이: 케이스의 그래픽 카드 장착 공간에 맞아야 합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="69"/>
        <source>Expansion slots the card covers</source>
        <translation>카드가 차지하는 확장 슬롯 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="70"/>
        <source>PL2 / PPT: what the CPU really draws under load, not base TDP</source>
        <translation>PL2 / PPT: 기본 TDP가 아닌 부하 시 CPU의 실제 소비 전력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="73"/>
        <source>CPU PCIe lanes usable for GPUs and M.2 drives</source>
        <translation>그래픽 카드와 M.2 드라이브에 쓸 수 있는 CPU PCIe 레인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="74"/>
        <source>Physical x16 slots (their electrical width is in the details)</source>
        <translation>물리적 x16 슬롯 (전기적 레인 수는 상세 정보 참고)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="77"/>
        <source>PSU rating; keep the sustained load at or below 80 % of it</source>
        <translation>파워 정격 용량. 지속 부하는 그 80% 이하로 유지하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="80"/>
        <source>Longest GPU the case takes</source>
        <translation>케이스에 들어가는 가장 긴 그래픽 카드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="81"/>
        <source>Tallest tower cooler the case takes</source>
        <translation>케이스에 들어가는 가장 높은 타워형 쿨러</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="82"/>
        <source>Total capacity of the kit or drive</source>
        <translation>키트 또는 드라이브의 총용량</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="89"/>
        <source>Name</source>
        <translation>이름</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="90"/>
        <source>Chipset</source>
        <translation>칩셋</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="91"/>
        <source>Cores</source>
        <translation>코어</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="92"/>
        <source>Threads</source>
        <translation>스레드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="93"/>
        <source>Efficiency</source>
        <translation>효율</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="94"/>
        <source>Form factor</source>
        <translation>폼 팩터</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="95"/>
        <source>Interface</source>
        <translation>인터페이스</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="96"/>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="97"/>
        <source>Memory type</source>
        <translation>메모리 종류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="98"/>
        <source>Modules</source>
        <translation>모듈 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="99"/>
        <source>Socket</source>
        <translation>소켓</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="100"/>
        <source>Brand</source>
        <translation>브랜드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="101"/>
        <source>Vendor</source>
        <translation>제조사</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="102"/>
        <source>Architecture</source>
        <translation>아키텍처</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="103"/>
        <source>Year</source>
        <translation>연도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="104"/>
        <source>Price date</source>
        <translation>가격 날짜</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="105"/>
        <source>As of</source>
        <translation>기준일</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="106"/>
        <source>Max memory</source>
        <translation>최대 메모리</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="107"/>
        <source>Memory channels</source>
        <translation>메모리 채널</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="108"/>
        <source>Currency</source>
        <translation>통화</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="148"/>
        <source>Price</source>
        <translation>가격</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/columns.py" line="151"/>
        <source>Catalogue price converted to %1 at the newest rate; the original price, its date and source are in the details pane</source>
        <translation>최신 환율로 %1 환산한 목록 가격입니다. 원래 가격과 날짜, 출처는 상세 정보 창에 있습니다</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="78"/>
        <source> + parts in %1</source>
        <translation> + %1 표시 부품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="85"/>
        <source>Total (%1)</source>
        <translation>합계 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="100"/>
        <source>GPUs</source>
        <translation>그래픽 카드 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="104"/>
        <source>Total VRAM (GB)</source>
        <translation>총 VRAM (GB)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="106"/>
        <source>Sum over every GPU in the build</source>
        <translation>구성에 있는 모든 그래픽 카드의 합</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="115"/>
        <source>System RAM (GB)</source>
        <translation>시스템 메모리 (GB)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="124"/>
        <source>not checked</source>
        <translation>검사 안 함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="132"/>
        <source>%1 errors, %2 warnings</source>
        <translation>오류 %1개, 경고 %2개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="138"/>
        <source>No problems found.</source>
        <translation>문제가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="143"/>
        <source>Findings</source>
        <translation>점검 결과</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="146"/>
        <source>Load power</source>
        <translation>부하 전력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="148"/>
        <source>Sustained load, from the compatibility check</source>
        <translation>호환성 검사에서 구한 지속 부하</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="178"/>
        <source>Add Build…</source>
        <translation>구성 추가…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="181"/>
        <source>Compare the open build with a saved build file</source>
        <translation>열려 있는 구성을 저장된 구성 파일과 비교</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="184"/>
        <source>Add Example</source>
        <translation>예제 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="187"/>
        <source>Remove Last</source>
        <translation>마지막 항목 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="191"/>
        <source>Highlighted rows differ between the builds.</source>
        <translation>강조된 행은 구성 간에 값이 다릅니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="196"/>
        <source>The cloud offer break-even is measured against</source>
        <translation>손익분기를 계산할 기준 클라우드 상품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="208"/>
        <source>Break-even vs</source>
        <translation>손익분기 기준</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="237"/>
        <source>Compare with…</source>
        <translation>비교 대상…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="239"/>
        <source>dlbox build (*.dlbox.json *.json)</source>
        <translation>dlbox 구성 (*.dlbox.json *.json)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="248"/>
        <source>Cannot compare</source>
        <translation>비교할 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="282"/>
        <source>%1 (open)</source>
        <translation>%1 (열림)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="307"/>
        <source>Speed, %1 (%2)</source>
        <translation>속도, %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="311"/>
        <source>Estimate for the workload in the workload bar</source>
        <translation>워크로드 막대에서 고른 워크로드의 추정치</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="338"/>
        <source>never</source>
        <translation>도달 안 함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="340"/>
        <source>%1 days</source>
        <translation>%1일</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="346"/>
        <source>Break-even vs %1</source>
        <translation>%1 대비 손익분기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/compare_view.py" line="348"/>
        <source>Calendar days at the utilisation in Settings</source>
        <translation>설정의 가동률 기준 일수</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="41"/>
        <source>dlbox ran into a problem</source>
        <translation>dlbox에 문제가 생겼습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="46"/>
        <source>Something went wrong inside dlbox. Your build is still in memory: save a copy now, then carry on or quit. The details below help fix the bug.</source>
        <translation>dlbox 내부에서 오류가 발생했습니다. 구성은 아직 메모리에 있으니 지금 사본을 저장한 뒤 계속하거나 종료하세요. 아래 상세 정보는 버그 수정에 도움이 됩니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="53"/>
        <source>A crash log is kept in %1</source>
        <translation>충돌 기록은 %1에 보관됩니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="64"/>
        <source>Save a Copy of the Build…</source>
        <translation>구성 사본 저장…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="68"/>
        <source>Copy Details</source>
        <translation>상세 정보 복사</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="73"/>
        <source>Continue</source>
        <translation>계속</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="76"/>
        <source>Quit dlbox</source>
        <translation>dlbox 종료</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="94"/>
        <source>Save failed</source>
        <translation>저장 실패</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="95"/>
        <source>The copy could not be saved: %1</source>
        <translation>사본을 저장하지 못했습니다: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="99"/>
        <source>Saved to %1</source>
        <translation>%1에 저장함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="104"/>
        <source>Save a copy of the build</source>
        <translation>구성 사본 저장</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/crash_dialog.py" line="106"/>
        <source>dlbox build (*.dlbox.json *.json)</source>
        <translation>dlbox 구성 (*.dlbox.json *.json)</translation>
    </message>
</context>
<context>
    <name>CustomPartDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="85"/>
        <source>POS:xPHYS:xELEC[/xSHARED]:gGEN:cpu|chipset; … e.g. 1:x16:x16:g5:cpu</source>
        <translation>POS:xPHYS:xELEC[/xSHARED]:gGEN:cpu|chipset; … 예: 1:x16:x16:g5:cpu</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="88"/>
        <source>NAME:gGEN:xLANES[:cpu|chipset][:sata]; … e.g. M2_1:g5:x4:cpu</source>
        <translation>NAME:gGEN:xLANES[:cpu|chipset][:sata]; … 예: M2_1:g5:x4:cpu</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="142"/>
        <source>required; enter a value</source>
        <translation>필수 항목입니다. 값을 입력하세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="143"/>
        <source>invalid value</source>
        <translation>잘못된 값</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="163"/>
        <source>choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="165"/>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="179"/>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="206"/>
        <source>unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="180"/>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="181"/>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="192"/>
        <source>items separated by ;</source>
        <translation>항목은 ;로 구분</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="200"/>
        <source>YYYY-MM-DD or empty</source>
        <translation>YYYY-MM-DD 또는 비워 두기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="204"/>
        <source>required</source>
        <translation>필수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="211"/>
        <source>Allowed: %1</source>
        <translation>허용 범위: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="289"/>
        <source>Add Custom Part</source>
        <translation>사용자 부품 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="303"/>
        <source>Fields marked * are required. Leave a field empty when you do not know it: dlbox never fills a gap with a guess. Units are in the labels.</source>
        <translation>*로 표시된 항목은 필수입니다. 모르는 항목은 비워 두세요. dlbox는 빈칸을 추측으로 채우지 않습니다. 단위는 항목 이름에 적혀 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="322"/>
        <source>Save to My Catalogue</source>
        <translation>내 부품 목록에 저장</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="326"/>
        <source>Category:</source>
        <translation>분류:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="426"/>
        <source>already used by “%1”; choose another id</source>
        <translation>‘%1’에서 이미 사용 중입니다. 다른 ID를 고르세요</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="436"/>
        <source>Fix %1 before saving.</source>
        <translation>저장하기 전에 다음 항목을 고치세요: %1.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="442"/>
        <source>Saving replaces your earlier part with this id.</source>
        <translation>저장하면 이 ID로 저장했던 이전 부품을 대체합니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/custom_part_dialog.py" line="467"/>
        <source>Cannot save: %1</source>
        <translation>저장할 수 없습니다: %1</translation>
    </message>
</context>
<context>
    <name>Document</name>
    <message>
        <location filename="../../dlbox/ui/document.py" line="90"/>
        <source>Untitled build</source>
        <translation>제목 없는 구성</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="103"/>
        <source>Add %1</source>
        <translation>%1 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="109"/>
        <source>Remove %1</source>
        <translation>%1 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="115"/>
        <source>Set quantity of %1 to %2</source>
        <translation>%1 수량을 %2(으)로 변경</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="130"/>
        <source>Replace %1 with %2</source>
        <translation>%1을(를) %2(으)로 교체</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="137"/>
        <source>Rename build</source>
        <translation>구성 이름 변경</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/document.py" line="143"/>
        <source>Change currency</source>
        <translation>통화 변경</translation>
    </message>
</context>
<context>
    <name>Engines</name>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="202"/>
        <source>no exchange rate to price electricity in %1</source>
        <translation>전기 요금을 %1(으)로 환산할 환율이 없습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="207"/>
        <source>electricity %1 %2/kWh</source>
        <translation>전기 요금 %1 %2/kWh</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/engines.py" line="211"/>
        <source>electricity %1 USD/kWh (cost-model example; set yours in Settings)</source>
        <translation>전기 요금 %1 USD/kWh (비용 모델 예시, 설정에서 직접 입력 가능)</translation>
    </message>
</context>
<context>
    <name>FindingsPanel</name>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="28"/>
        <source>%1 error</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="28"/>
        <source>%1 errors</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="30"/>
        <source>%1 warning</source>
        <translation>경고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="31"/>
        <source>%1 warnings</source>
        <translation>경고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="33"/>
        <source>%1 note</source>
        <translation>참고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="33"/>
        <source>%1 notes</source>
        <translation>참고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="179"/>
        <source>The compatibility check failed: %1</source>
        <translation>호환성 검사 실패: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="183"/>
        <source>The compatibility check is not available in this version.</source>
        <translation>이 버전에서는 호환성 검사를 사용할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="195"/>
        <source>No problems found.</source>
        <translation>문제가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="201"/>
        <source>%1 things are not checked (hover)</source>
        <translation>검사하지 않은 항목 %1개 (마우스를 올려 보기)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="209"/>
        <source>Not checked:</source>
        <translation>검사하지 않음:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="219"/>
        <source>show part</source>
        <translation>부품 보기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/findings_panel.py" line="224"/>
        <source>fix: use %1</source>
        <translation>해결: %1 사용</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="62"/>
        <source>Parts: docyx / PCPartPicker CSV files</source>
        <translation>부품: docyx / PCPartPicker CSV 파일</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="63"/>
        <source>Price overrides: id,price,currency,price_date[,price_source]</source>
        <translation>가격 덮어쓰기: id,price,currency,price_date[,price_source]</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="131"/>
        <source>%1: cannot write the user catalogue (%2)</source>
        <translation>%1: 사용자 부품 목록을 기록할 수 없습니다 (%2)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="138"/>
        <source>%1: the import failed (%2)</source>
        <translation>%1: 가져오기에 실패했습니다 (%2)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="162"/>
        <source>Rows</source>
        <translation>행 수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="162"/>
        <source>Why they were skipped</source>
        <translation>건너뛴 이유</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="167"/>
        <source>Copy Summary</source>
        <translation>요약 복사</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="184"/>
        <source>Import cancelled; nothing was written.</source>
        <translation>가져오기를 취소했습니다. 아무것도 기록하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="186"/>
        <source>Imported %1 row(s) into your catalogue (%2).</source>
        <translation>%1개 행을 내 부품 목록으로 가져왔습니다 (%2).</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="191"/>
        <source>No row could be imported; nothing was added.</source>
        <translation>가져올 수 있는 행이 없어 아무것도 추가하지 않았습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="195"/>
        <source>Rows taken: %1</source>
        <translation>가져온 행: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="198"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="203"/>
        <source>Rows skipped: %1</source>
        <translation>건너뛴 행: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="205"/>
        <source>No row was skipped.</source>
        <translation>건너뛴 행이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="216"/>
        <source>line %1</source>
        <translation>%1행</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="224"/>
        <source>… and %1 more</source>
        <translation>… 외 %1건</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="250"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="464"/>
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
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="300"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="418"/>
        <source>The date the prices were scraped; it becomes every imported price&apos;s date.</source>
        <translation>가격을 수집한 날짜이며, 가져온 모든 가격의 날짜가 됩니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="315"/>
        <source>Import from:</source>
        <translation>가져올 위치:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="316"/>
        <source>Kind:</source>
        <translation>종류:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="318"/>
        <source>Prices as of:</source>
        <translation>가격 기준일:</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="335"/>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="339"/>
        <source>Import Another…</source>
        <translation>다른 파일 가져오기…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="371"/>
        <source>Import a CSV file</source>
        <translation>CSV 파일 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="373"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV 파일 (*.csv);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="381"/>
        <source>Import a folder of PCPartPicker CSV files</source>
        <translation>PCPartPicker CSV 파일 폴더 가져오기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="395"/>
        <source>No such file or folder.</source>
        <translation>해당 파일이나 폴더가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="401"/>
        <source>Kind not recognised: %1</source>
        <translation>종류를 알아낼 수 없습니다: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="406"/>
        <source>Detected from the columns; change it if it is wrong.</source>
        <translation>열을 보고 판단했습니다. 틀렸다면 바꾸세요.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="423"/>
        <source>Each row of a price-override file carries its own price_date.</source>
        <translation>가격 덮어쓰기 파일은 행마다 자체 price_date가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="457"/>
        <source>Importing %1…</source>
        <translation>%1 가져오는 중…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="458"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="486"/>
        <source>Importing %1: row %2 of %3…</source>
        <translation>%1 가져오는 중: %3행 중 %2행…</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="535"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="605"/>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="620"/>
        <source>Remove Imported Parts</source>
        <translation>가져온 부품 제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="540"/>
        <source>Part</source>
        <translation>부품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="541"/>
        <source>Category</source>
        <translation>분류</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="542"/>
        <source>Source</source>
        <translation>출처</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="558"/>
        <source>Also forget my %1 price override(s)</source>
        <translation>내 가격 덮어쓰기 %1건도 삭제</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="564"/>
        <source>Your catalogue layer has no parts.</source>
        <translation>내 부품 목록 계층에 부품이 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="566"/>
        <source>Tick All</source>
        <translation>모두 선택</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="570"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/import_dialog.py" line="606"/>
        <source>Remove %1 part(s) from your catalogue? Builds keep their saved copies.</source>
        <translation>내 부품 목록에서 부품 %1개를 제거할까요? 구성에는 저장된 사본이 남습니다.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="58"/>
        <source>dlbox build (*.dlbox.json *.json);;All files (*)</source>
        <translation>dlbox 구성 (*.dlbox.json *.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="124"/>
        <source>Build</source>
        <translation>구성</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="130"/>
        <source>Findings</source>
        <translation>점검 결과</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="136"/>
        <source>Charts</source>
        <translation>차트</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="142"/>
        <source>Compare</source>
        <translation>비교</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="190"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="193"/>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="195"/>
        <source>Open E&amp;xample</source>
        <translation>예제 열기(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="209"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="226"/>
        <source>&amp;Catalogue</source>
        <translation>부품 목록(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="232"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="240"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="304"/>
        <source>Added %1</source>
        <translation>%1 추가함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="363"/>
        <source>Unsaved changes</source>
        <translation>저장하지 않은 변경 사항</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="364"/>
        <source>Save the changes to “%1” before closing it?</source>
        <translation>닫기 전에 ‘%1’의 변경 사항을 저장할까요?</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="385"/>
        <source>Open build</source>
        <translation>구성 열기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="394"/>
        <source>Cannot open build</source>
        <translation>구성을 열 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="412"/>
        <source>Cannot open example</source>
        <translation>예제를 열 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="424"/>
        <source>Not in catalogue — using the saved specs: %1</source>
        <translation>목록에 없음 — 저장된 사양 사용: %1</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="431"/>
        <source>Some parts could not be loaded</source>
        <translation>일부 부품을 불러오지 못했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="444"/>
        <source>Save build as</source>
        <translation>구성을 다른 이름으로 저장</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="458"/>
        <source>Cannot save</source>
        <translation>저장할 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="463"/>
        <source>Saved %1</source>
        <translation>%1 저장함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="473"/>
        <source>Export build</source>
        <translation>구성 내보내기</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="482"/>
        <source>Cannot export</source>
        <translation>내보낼 수 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="485"/>
        <source>Exported %1</source>
        <translation>%1 내보냄</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="549"/>
        <source>Catalogue: %1 parts</source>
        <translation>부품 목록: %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="553"/>
        <source> · %1 rows not loaded (Help ▸ Data Issues)</source>
        <translation> · %1개 행 불러오지 못함 (도움말 ▸ 데이터 문제)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="568"/>
        <source>Build: %1 parts, %2</source>
        <translation>구성: 부품 %1개, %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="573"/>
        <source> + %1 (no rate)</source>
        <translation> + %1 (환율 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="582"/>
        <source>Check: %1, %2</source>
        <translation>점검: %1, %2</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="586"/>
        <source>Check: no problems</source>
        <translation>점검: 문제 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="628"/>
        <source>Imported %1 row(s) into your catalogue</source>
        <translation>내 부품 목록에 %1개 행을 가져왔습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="653"/>
        <source>Saved %1 to your catalogue</source>
        <translation>%1을(를) 내 부품 목록에 저장했습니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="666"/>
        <source>Every catalogue row loaded.</source>
        <translation>모든 목록 행을 불러왔습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="670"/>
        <source>… and %1 more</source>
        <translation>… 외 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="675"/>
        <source>Data issues</source>
        <translation>데이터 문제</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="676"/>
        <source>%1 rows could not be loaded.</source>
        <translation>%1개 행을 불러오지 못했습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="743"/>
        <source>%1 error</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="743"/>
        <source>%1 errors</source>
        <translation>오류 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="747"/>
        <source>%1 warning</source>
        <translation>경고 %1개</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/main_window.py" line="749"/>
        <source>%1 warnings</source>
        <translation>경고 %1개</translation>
    </message>
</context>
<context>
    <name>PowerGauge</name>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="51"/>
        <source>Power: the compatibility check is not available yet.</source>
        <translation>전력: 아직 호환성 검사를 사용할 수 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="53"/>
        <source>Sustained load ≈ %1 W (GPUs at board power + CPU PL2/PPT + rest)</source>
        <translation>지속 부하 ≈ %1 W (그래픽 카드 보드 전력 + CPU PL2/PPT + 기타)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="59"/>
        <source>Transient peaks ≈ %1 W (sub-millisecond GPU spikes)</source>
        <translation>순간 피크 ≈ %1 W (1밀리초 미만의 그래픽 카드 스파이크)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="65"/>
        <source>PSU rating %1 W — load is %2% of it</source>
        <translation>파워 정격 %1 W — 부하는 그 %2%</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="70"/>
        <source>No power supply in the build yet.</source>
        <translation>구성에 아직 파워 서플라이가 없습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="73"/>
        <source>Recommended PSU ≥ %1 W</source>
        <translation>권장 파워 ≥ %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="99"/>
        <source>Power: not checked</source>
        <translation>전력: 검사 안 함</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="114"/>
        <source>Load %1 W</source>
        <translation>부하 %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="116"/>
        <source> · peaks %1 W</source>
        <translation> · 피크 %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="118"/>
        <source> · PSU %1 W</source>
        <translation> · 파워 %1 W</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="120"/>
        <source> · no PSU</source>
        <translation> · 파워 없음</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/power_gauge.py" line="123"/>
        <source> · recommended ≥ %1 W</source>
        <translation> · 권장 ≥ %1 W</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="34"/>
        <source>On-demand</source>
        <translation>온디맨드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="35"/>
        <source>Spot / preemptible</source>
        <translation>스팟 / 선점형</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="36"/>
        <source>1-year reserved / committed</source>
        <translation>1년 예약 / 약정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="37"/>
        <source>3-year reserved / committed</source>
        <translation>3년 예약 / 약정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="38"/>
        <source>Sustained-use discount</source>
        <translation>지속 사용 할인</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="39"/>
        <source>Monthly subscription</source>
        <translation>월 구독</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="40"/>
        <source>Free tiers</source>
        <translation>무료 등급</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="44"/>
        <source>System</source>
        <translation>시스템 설정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="45"/>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="46"/>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="60"/>
        <source>Settings</source>
        <translation>설정</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="75"/>
        <source>Every price and cost is shown in this currency</source>
        <translation>모든 가격과 비용을 이 통화로 표시합니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="82"/>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="201"/>
        <source>Currency</source>
        <translation>통화</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="83"/>
        <source>Units per 1 USD</source>
        <translation>1 USD당 금액</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="91"/>
        <source>Your own exchange rates; they override the rates shipped with dlbox.
Shipped rates are shown in grey and carry their own date.</source>
        <translation>직접 입력한 환율은 dlbox에 들어 있는 환율보다 우선합니다.
기본 환율은 회색으로 표시되며 각자의 날짜가 있습니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="99"/>
        <source>Add rate</source>
        <translation>환율 추가</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="101"/>
        <source>Remove</source>
        <translation>제거</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="106"/>
        <source>date and source of your rates, e.g. 2025-06-01 ECB</source>
        <translation>환율의 날짜와 출처, 예: 2025-06-01 ECB</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="109"/>
        <source>My price</source>
        <translation>직접 입력</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="121"/>
        <source>Your price per kWh, in the display currency. Unticked: 0.12 USD/kWh,
the worked example of the cost model (Dettmers), converted.</source>
        <translation>표시 통화 기준 kWh당 전기 요금입니다. 선택하지 않으면 비용 모델 예시
(Dettmers)의 0.12 USD/kWh를 환산해 사용합니다.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="137"/>
        <source>Share of calendar time the box spends training: personal desktop 5–15 %,
shared lab cluster above 35 %, company cluster above 60 %.</source>
        <translation>전체 시간 중 학습에 쓰는 비율: 개인 데스크톱 5–15%,
연구실 공용 클러스터 35% 이상, 회사 클러스터 60% 이상.</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="147"/>
        <source>Cloud providers whose offers appear in the charts (none ticked: all)</source>
        <translation>차트에 상품을 표시할 클라우드 업체 (아무것도 선택하지 않으면 전체)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="160"/>
        <source>(cloud offers are not available in this version)</source>
        <translation>(이 버전에서는 클라우드 상품을 사용할 수 없습니다)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="165"/>
        <source>Pricing models shown</source>
        <translation>표시할 요금제</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="185"/>
        <source>System (%1)</source>
        <translation>시스템 설정 (%1)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="192"/>
        <source>Texts, numbers, dates and money follow this language; new texts appear in full after dlbox is restarted</source>
        <translation>텍스트, 숫자, 날짜, 금액이 이 언어를 따릅니다. 모든 텍스트는 dlbox를 다시 시작한 뒤에 완전히 바뀝니다</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="199"/>
        <source>Money</source>
        <translation>금액</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="206"/>
        <source>Exchange rates</source>
        <translation>환율</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="208"/>
        <source>Rates as of</source>
        <translation>환율 기준일</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="212"/>
        <source>Electricity</source>
        <translation>전기 요금</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="213"/>
        <source>Utilisation</source>
        <translation>가동률</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="215"/>
        <source>Cloud offers</source>
        <translation>클라우드 상품</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="220"/>
        <source>Appearance</source>
        <translation>모양</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="222"/>
        <source>Theme</source>
        <translation>테마</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="223"/>
        <source>Language</source>
        <translation>언어</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/dialogs/settings_dialog.py" line="249"/>
        <source>Shipped with dlbox (%1); type a new value to use your own</source>
        <translation>dlbox 기본값 (%1). 새 값을 입력하면 직접 입력한 환율을 사용합니다</translation>
    </message>
</context>
<context>
    <name>WorkloadBar</name>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="15"/>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="42"/>
        <source>Workload</source>
        <translation>워크로드</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="32"/>
        <source>Training samples per epoch (images, sequences, …)</source>
        <translation>에포크당 학습 샘플 수 (이미지, 시퀀스 등)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="38"/>
        <source>Passes over the dataset</source>
        <translation>데이터셋을 반복하는 횟수</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="43"/>
        <source>Precision</source>
        <translation>정밀도</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="44"/>
        <source>Dataset</source>
        <translation>데이터셋</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="46"/>
        <source>Epochs</source>
        <translation>에포크</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="64"/>
        <source>(speed estimates not available)</source>
        <translation>(속도 추정을 사용할 수 없음)</translation>
    </message>
    <message>
        <location filename="../../dlbox/ui/widgets/workload_bar.py" line="66"/>
        <source>The training-speed estimator is not available in this version.</source>
        <translation>이 버전에서는 학습 속도 추정기를 사용할 수 없습니다.</translation>
    </message>
</context>
</TS>
